// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PERMISSION_NAMES, PERMISSION_TEXT } from '@casino/contracts';
import { Forbidden } from './forbidden.tsx';

describe('the 403 screen', () => {
  afterEach(cleanup);

  it('says what the role cannot do', () => {
    const router = createMemoryRouter([
      { path: '/', element: <Forbidden role="support" permission="players.adjust" /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('alert').textContent).toContain('Your role (support) cannot adjust balances.');
  });

  it('has words for every permission', () => {
    for (const permission of PERMISSION_NAMES)
      expect(PERMISSION_TEXT[permission], permission).toMatch(/^[a-z]/);
  });
});
