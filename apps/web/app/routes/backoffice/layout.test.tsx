// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { permissionsOf, type OperatorRole } from '@casino/contracts';
import type { BackofficeLayoutData } from '../../backoffice/use-operator.ts';
import BackofficeLayout from './layout.tsx';

function renderAs(role: OperatorRole, path: string, passwordChangeRequired = false) {
  const data: BackofficeLayoutData = {
    operator: {
      id: 'op-1',
      email: `${role}@backoffice.test`,
      role,
      permissions: permissionsOf(role),
      passwordChangeRequired,
    },
  };
  const router = createMemoryRouter(
    [
      {
        id: 'backoffice-layout',
        loader: () => data,
        Component: BackofficeLayout,
        children: [
          { path: '/backoffice/', element: <p>Dashboard page</p>, handle: { permission: 'dashboard.read' } },
          {
            path: '/backoffice/adjust/',
            element: <p>Adjust page</p>,
            handle: { permission: 'players.adjust' },
          },
        ],
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { 'backoffice-layout': data } } },
  );
  render(<RouterProvider router={router} />);
}

describe('back-office layout', () => {
  afterEach(cleanup);

  it("shows the operator, and only the navigation the role's permissions allow", async () => {
    renderAs('kyc', '/backoffice/');
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(screen.getByTestId('bo-operator-email').textContent).toBe('kyc@backoffice.test');
    expect(screen.getByTestId('bo-operator-role').textContent).toBe('kyc');
    const nav = screen.getByRole('navigation', { name: 'Back-office' });
    expect(nav.textContent).toContain('Dashboard');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('shows the 403 screen instead of a page the role cannot use', async () => {
    renderAs('support', '/backoffice/adjust/');
    expect((await screen.findByTestId('bo-forbidden')).textContent).toContain(
      'Your role (support) cannot adjust balances.',
    );
    expect(screen.queryByText('Adjust page')).toBeNull();
  });

  it('shows that page to a role that has the permission', async () => {
    renderAs('finance', '/backoffice/adjust/');
    expect(await screen.findByText('Adjust page')).toBeTruthy();
  });

  it('shows only "Choose your password" while the one-time password is not replaced', async () => {
    renderAs('admin', '/backoffice/', true);
    expect(await screen.findByRole('heading', { name: 'Choose your password' })).toBeTruthy();
    expect(screen.getByLabelText('One-time password')).toBeTruthy();
    expect(screen.getByLabelText('New password')).toBeTruthy();
    expect(screen.queryByText('Dashboard page')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Back-office' })).toBeNull();
  });
});
