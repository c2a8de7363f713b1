// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../lib/http/testing/fetch-mock.ts';
import { AuditChainStatus } from './audit-chain-status.tsx';

/** The status on a page of its own (the data layer keys its reads by the page's root data). */
const renderStatus = () =>
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element: <AuditChainStatus /> }])} />);

const respond = (body: unknown, status = 200) => Promise.resolve(json(status, body));

describe('AuditChainStatus', () => {
  const fetchMock = mockFetch(() => respond({ success: true, data: { ok: true, checked: 42 } }));

  it('says the chain verified, with the entries checked, from GET /rest/backoffice/audit/verify/', async () => {
    renderStatus();
    await screen.findByText('Chain verified');
    expect(screen.getByText(/42 entries checked/)).toBeTruthy();
    expect(screen.getByTestId('bo-audit-chain').dataset.chain).toBe('verified');
    expect(new URL(String(fetchMock.mock.calls[0]![0]), 'http://x').pathname).toBe(
      '/rest/backoffice/audit/verify/',
    );
  });

  it('names the first bad entry and why, and checks again on demand', async () => {
    fetchMock.mockImplementation(() =>
      respond({
        success: true,
        data: {
          ok: false,
          checked: 6,
          firstBadId: 7,
          reason: 'Entry 7 was changed after it was written (its hash does not match).',
        },
      }),
    );
    renderStatus();
    await screen.findByText('Chain broken at entry 7');
    expect(screen.getByText(/Entry 7 was changed after it was written/)).toBeTruthy();
    expect(screen.getByTestId('bo-audit-chain').dataset.chain).toBe('broken');
    fetchMock.mockImplementation(() => respond({ success: true, data: { ok: true, checked: 8 } }));
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await screen.findByText('Chain verified');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("shows the server's refusal when the check cannot run", async () => {
    fetchMock.mockImplementation(() =>
      respond({ success: false, message: 'Your role (support) cannot read the audit log.' }, 403),
    );
    renderStatus();
    await screen.findByText('Chain not checked');
    expect(screen.getByText('Your role (support) cannot read the audit log.')).toBeTruthy();
  });
});
