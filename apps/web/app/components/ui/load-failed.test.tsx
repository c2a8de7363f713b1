// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadFailed } from './load-failed.tsx';

describe('<LoadFailed/>', () => {
  afterEach(cleanup);

  it('announces what failed and tries again on the button', () => {
    const onRetry = vi.fn();
    render(
      <LoadFailed retry="Try again" onRetry={onRetry}>
        Could not load
      </LoadFailed>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Could not load');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('stays quiet when told', () => {
    render(
      <LoadFailed retry="Try again" onRetry={() => undefined} alert={false}>
        Could not load
      </LoadFailed>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Could not load')).toBeTruthy();
  });
});
