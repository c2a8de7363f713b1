// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast, toastRequested } from './toast.ts';
import { Toaster } from './toaster.tsx';

afterEach(cleanup);

describe('toasts without sonner in the first load', () => {
  it('mount nothing and fetch nothing until the first toast, then show the toasts asked for meanwhile', async () => {
    const { container } = render(<Toaster />);
    toast.dismiss('nothing-yet');
    expect(toastRequested()).toBe(false);
    expect(container.innerHTML).toBe('');

    toast.success('Saved your settings');
    toast.error('Could not reach the server');
    expect(toastRequested()).toBe(true);
    expect(await screen.findByText('Saved your settings')).toBeTruthy();
    expect(await screen.findByText('Could not reach the server')).toBeTruthy();
    expect(container.querySelector('section[aria-label^="Notifications"]')).not.toBeNull();
  });

  it('dismisses a toast by id once sonner is in', async () => {
    render(<Toaster />);
    toast('Updated content is available', { id: 'update', duration: Infinity });
    expect(await screen.findByText('Updated content is available')).toBeTruthy();
    toast.dismiss('update');
    await expect.poll(() => screen.queryByText('Updated content is available')).toBeNull();
  });
});
