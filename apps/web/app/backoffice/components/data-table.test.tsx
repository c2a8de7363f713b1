// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createContext, useContext } from 'react';
import { createMemoryRouter, RouterProvider, type DataRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ColumnDef } from '@tanstack/react-table';
import { json, mockFetch } from '../../lib/http/testing/fetch-mock.ts';
import { clearQueryCache } from '../../lib/query/api-query.ts';
import { DataTable } from './data-table.tsx';

const RowSchema = z.object({ id: z.string(), email: z.string(), balance: z.number() });
type Row = z.infer<typeof RowSchema>;
const columns: ColumnDef<Row>[] = [
  { accessorKey: 'email', header: 'Email' },
  { accessorKey: 'balance', header: 'Balance' },
  {
    id: 'actions',
    header: 'Actions',
    enableSorting: false,
    cell: ({ row }) => <a href={`/p/${row.original.id}`}>Open</a>,
  },
];

const page = (rows: Row[], total: number, pageNo = 1, pageSize = 25) => ({
  success: true,
  data: { rows, total, page: pageNo, pageSize },
});

let fetchMock: ReturnType<typeof mockFetch>;
const asked = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x'));
const lastAsked = () => asked().at(-1)!;

function renderTable(url: string, extra: Partial<Parameters<typeof DataTable<Row>>[0]> = {}): DataRouter {
  const router = createMemoryRouter(
    [
      {
        path: '/backoffice/players',
        element: (
          <DataTable
            endpoint="/players/"
            rowSchema={RowSchema}
            columns={columns}
            label="Players"
            filters={[
              {
                name: 'status',
                label: 'Status',
                type: 'select',
                options: [{ value: 'locked', label: 'Locked' }],
              },
            ]}
            {...extra}
          />
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** A table whose `reloadKey` a test changes without remounting it (the router is made once). */
const ReloadKey = createContext(0);
function ReloadingTable() {
  return (
    <DataTable
      endpoint="/x/"
      rowSchema={RowSchema}
      columns={columns}
      label="X"
      reloadKey={useContext(ReloadKey)}
    />
  );
}
const reloading = () =>
  createMemoryRouter([{ path: '*', element: <ReloadingTable /> }], { initialEntries: ['/'] });

const respond = (body: unknown, status = 200) => Promise.resolve(json(status, body));

describe('DataTable', () => {
  fetchMock = mockFetch(() => respond(page([{ id: 'a', email: 'a@example.test', balance: 5 }], 60)));

  it('asks the endpoint for the page, sort, search and filters in the URL, and links the same query as CSV', async () => {
    renderTable('/backoffice/players?page=2&pageSize=50&sort=email&order=asc&q=ann&status=locked');
    await screen.findByText('a@example.test');
    const url = lastAsked();
    const query = { sort: 'email', order: 'asc', q: 'ann', status: 'locked' };
    expect(url.pathname).toBe('/rest/backoffice/players/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '2', pageSize: '50', ...query });
    // The CSV is the whole list of the same query: no page.
    const csv = new URL(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')!, 'http://x');
    expect(csv.pathname).toBe('/rest/backoffice/players/');
    expect(Object.fromEntries(csv.searchParams)).toEqual({ ...query, format: 'csv' });
    expect(screen.getByRole('status').textContent).toBe('51–60 of 60');
    expect(screen.getByRole('columnheader', { name: /Email/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('table', { name: 'Players' })).toBeTruthy();
  });

  it('sorts by a column on the server, back to page 1, and pages forward in the URL', async () => {
    const router = renderTable('/backoffice/players?page=2');
    await screen.findByText('a@example.test');
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Balance/ })).getByRole('button'));
    await waitFor(() => expect(lastAsked().searchParams.get('sort')).toBe('balance'));
    expect(lastAsked().searchParams.get('order')).toBe('asc');
    expect(lastAsked().searchParams.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?sort=balance&order=asc');
    // Columns without a server sort have no sort button.
    expect(within(screen.getByRole('columnheader', { name: 'Actions' })).queryByRole('button')).toBeNull();

    await screen.findByText('a@example.test');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastAsked().searchParams.get('page')).toBe('2'));
    expect(router.state.location.search).toContain('page=2');
  });

  it("keeps the previous page's rows on screen, busy, while the next one loads, and reads again on a new reloadKey", async () => {
    let resolve: (answer: Response) => void = () => {};
    const next = new Promise<Response>((settle) => (resolve = settle));
    const router = renderTable('/backoffice/players');
    await screen.findByText('a@example.test');
    fetchMock.mockImplementationOnce(() => next);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastAsked().searchParams.get('page')).toBe('2'));
    expect(screen.getByText('a@example.test')).toBeTruthy();
    expect(screen.getByRole('table').parentElement!.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    resolve(json(200, page([{ id: 'b', email: 'b@example.test', balance: 1 }], 60, 2)));
    await screen.findByText('b@example.test');
    expect(screen.queryByText('a@example.test')).toBeNull();
    expect(screen.getByRole('table').parentElement!.getAttribute('aria-busy')).toBeNull();
    expect(router.state.location.search).toBe('?page=2');
    cleanup();

    const calls = fetchMock.mock.calls.length;
    const router2 = reloading();
    const at = (key: number) => (
      <ReloadKey.Provider value={key}>
        <RouterProvider router={router2} />
      </ReloadKey.Provider>
    );
    const { rerender } = render(at(0));
    await screen.findByText('a@example.test');
    rerender(at(0));
    expect(fetchMock.mock.calls.length).toBe(calls + 1);
    rerender(at(1));
    await waitFor(() => expect(fetchMock.mock.calls.length).toBe(calls + 2));
    expect(screen.getByText('a@example.test')).toBeTruthy();
  });

  it('searches after typing stops, from page 1', async () => {
    renderTable('/backoffice/players?page=3');
    await screen.findByText('a@example.test');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Players' }), {
      target: { value: ' bob ' },
    });
    await waitFor(() => expect(lastAsked().searchParams.get('q')).toBe('bob'));
    expect(lastAsked().searchParams.get('page')).toBe('1');
  });

  it('says when the list is empty, and shows the server message with a retry when it fails', async () => {
    fetchMock.mockImplementationOnce(() => respond(page([], 0)));
    renderTable('/backoffice/players');
    expect(await screen.findByText('Nothing to show.')).toBeTruthy();
    cleanup();
    // A fresh tab: a remount would show the cached empty list while a failing read keeps it.
    clearQueryCache();

    fetchMock.mockImplementationOnce(() =>
      respond({ success: false, message: 'Search by at least 3 characters.' }, 400),
    );
    renderTable('/backoffice/players');
    expect((await screen.findByRole('alert')).textContent).toContain('Search by at least 3 characters.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('a@example.test')).toBeTruthy();
  });

  it('refuses an answer of the wrong shape with words, not a crash', async () => {
    fetchMock.mockImplementationOnce(() =>
      respond({ success: true, data: { rows: [{ id: 1 }], total: 1, page: 1, pageSize: 25 } }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderTable('/backoffice/players');
    expect((await screen.findByRole('alert')).textContent).toContain('cannot read');
  });
});
