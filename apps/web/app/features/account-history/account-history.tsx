import { useMemo, type ChangeEvent } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.tsx';
import { useSearchParams } from 'react-router';
import {
  ACCOUNT_HISTORY_CURRENCIES,
  ACCOUNT_HISTORY_TYPES,
  MINOR_UNITS,
  describeAccountHistoryRow,
  type AccountHistoryRow,
} from '@casino/contracts';
import { AppLink } from '../../components/shell/app-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import form from '../../components/ui/form/form.module.css';
import { formatMinorAmount, formatMoney } from '../../lib/format/format.ts';
import { httpErrorText, isHttpError } from '../../lib/http/http-client.ts';
import { tabQueryClient, usePlayerKey } from '../../lib/query/api-query.ts';
import { usePush, useRealtimeReconnected } from '../../lib/realtime/use-push.ts';
import {
  accountHistoryCsvUrl,
  fetchAccountHistory,
  filtersFromSearch,
  filtersToSearch,
  type AccountHistoryFilters,
} from './account-history-api.ts';
import styles from './account-history.module.css';

const isRefusal = (error: unknown) => isHttpError(error) && error.status >= 400 && error.status < 500;

/**
 * The player's ledger in one list: filters live in the address (a reload keeps them), the newest rows load
 * first and "Load more" follows the server's cursor, so rows added meanwhile never shift what is shown.
 */
export function AccountHistory() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(params), [params]);
  const filterKey = new URLSearchParams(filtersToSearch(filters)).toString();
  const query = useInfiniteQuery(
    {
      queryKey: usePlayerKey(['account-history', filterKey]),
      queryFn: ({ pageParam }) => fetchAccountHistory(filters, pageParam),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.nextCursor ?? undefined,
    },
    tabQueryClient(),
  );
  const rows = useMemo(() => query.data?.pages.flatMap((page) => page.rows), [query.data]);

  // A purchase, reward or round in another tab moves the balance: refresh while only the first page shows.
  const refreshFirst = () => {
    if (query.data?.pages.length === 1) void query.refetch();
  };
  useRealtimeReconnected(refreshFirst);
  usePush('balance', 'setBalance', refreshFirst);

  const setFilter =
    (name: keyof AccountHistoryFilters) => (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>) => {
      const next = new URLSearchParams(params);
      if (event.target.value) next.set(name, event.target.value);
      else next.delete(name);
      setParams(next, { preventScrollReset: true });
    };
  const filtered = filterKey !== '';
  const clearFilters = () => setParams(new URLSearchParams(), { preventScrollReset: true });

  return (
    <div className={styles.history}>
      <form
        className={styles.filters}
        aria-label={t('accountHistory.filters.label')}
        onSubmit={(e) => e.preventDefault()}
      >
        <label className={form.field}>
          <span className={form.label}>{t('accountHistory.filters.type')}</span>
          <span className={form.control}>
            <select
              className={form.input}
              name="type"
              value={filters.type ?? ''}
              onChange={setFilter('type')}
            >
              <option value="">{t('accountHistory.filters.allTypes')}</option>
              {ACCOUNT_HISTORY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`accountHistory.types.${type}`)}
                </option>
              ))}
            </select>
          </span>
        </label>
        <label className={form.field}>
          <span className={form.label}>{t('accountHistory.filters.currency')}</span>
          <span className={form.control}>
            <select
              className={form.input}
              name="currency"
              value={filters.currency ?? ''}
              onChange={setFilter('currency')}
            >
              <option value="">{t('accountHistory.filters.allCurrencies')}</option>
              {ACCOUNT_HISTORY_CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {t(`accountHistory.currencies.${currency}`)}
                </option>
              ))}
            </select>
          </span>
        </label>
        <label className={form.field}>
          <span className={form.label}>{t('accountHistory.filters.from')}</span>
          <span className={form.control}>
            <input
              className={form.input}
              type="date"
              name="from"
              value={filters.from ?? ''}
              max={filters.to}
              onChange={setFilter('from')}
            />
          </span>
        </label>
        <label className={form.field}>
          <span className={form.label}>{t('accountHistory.filters.to')}</span>
          <span className={form.control}>
            <input
              className={form.input}
              type="date"
              name="to"
              value={filters.to ?? ''}
              min={filters.from}
              onChange={setFilter('to')}
            />
          </span>
        </label>
        <div className={styles.actions}>
          {filtered ? (
            <Button type="button" variant="ghost" onClick={clearFilters}>
              {t('accountHistory.filters.clear')}
            </Button>
          ) : null}
          <a className={styles.export} href={accountHistoryCsvUrl(filters)} download="account-history.csv">
            {t('accountHistory.filters.export')}
          </a>
        </div>
      </form>

      {rows === undefined && (query.status !== 'error' || query.isFetching) ? (
        <p className={styles.note} role="status">
          {t('accountHistory.loading')}
        </p>
      ) : rows === undefined ? (
        <div className={styles.note} role="alert">
          <p>{t('accountHistory.failed')}</p>
          <p className={styles.reason}>{httpErrorText(query.error, t)}</p>
          {/* A refused filter (a hand-edited address) fails the same way again: offer to clear it instead. */}
          {isRefusal(query.error) && filtered ? (
            <Button variant="secondary" onClick={clearFilters}>
              {t('accountHistory.filters.clear')}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('accountHistory.retry')}
            </Button>
          )}
        </div>
      ) : rows.length === 0 ? (
        <div className={styles.note} data-empty="true">
          <p>{t(filtered ? 'accountHistory.emptyFiltered' : 'accountHistory.empty')}</p>
          {filtered ? null : (
            <AppLink to="/lobby/" className={styles.link}>
              {t('gameHistory.toLobby')}
            </AppLink>
          )}
        </div>
      ) : (
        <HistoryTable rows={rows} locale={i18n.language} />
      )}

      {rows !== undefined && rows.length > 0 ? (
        <div className={styles.more}>
          <span className={styles.count} role="status">
            {t('accountHistory.shown', { count: rows.length })}
          </span>
          {query.hasNextPage ? (
            <Button
              variant="secondary"
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
            >
              {t(query.isFetchingNextPage ? 'accountHistory.loadingMore' : 'accountHistory.loadMore')}
            </Button>
          ) : (
            <span className={styles.count}>{t('accountHistory.end')}</span>
          )}
          {query.isFetchNextPageError ? (
            <span className={styles.reason} role="alert">
              {t('accountHistory.failed')}
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function HistoryTable({ rows, locale }: { rows: AccountHistoryRow[]; locale: string }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const lookup = (key: string) => (i18n.exists(key) ? t(key) : undefined);
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t('accountHistory.columns.date')}</th>
          <th scope="col">{t('accountHistory.columns.description')}</th>
          <th scope="col" className={styles.number}>
            {t('accountHistory.columns.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const details = [
            row.gameTitle ?? row.gameId,
            row.priceCents !== null
              ? t('accountHistory.price', { price: formatMoney(row.priceCents / 100, locale) })
              : null,
            row.redeemStatus ? t(`accountHistory.redeemStatus.${row.redeemStatus}`, row.redeemStatus) : null,
          ].filter(Boolean);
          return (
            <tr key={row.id} data-row-type={row.type} data-kind={row.kind}>
              <td className={styles.time} data-label={t('accountHistory.columns.date')}>
                <time dateTime={row.createdAt}>{when.format(new Date(row.createdAt))}</time>
              </td>
              <td className={styles.description}>
                <span className={styles.type} data-type={row.type}>
                  {t(`accountHistory.type.${row.type}`)}
                </span>
                <span className={styles.label}>{describeAccountHistoryRow(row, lookup)}</span>
                {details.length > 0 || row.type === 'game' ? (
                  <span className={styles.details}>
                    {details.join(' · ')}
                    {row.type === 'game' ? (
                      <>
                        {details.length > 0 ? ' · ' : null}
                        <AppLink to="/account/game-history">{t('accountHistory.roundLink')}</AppLink>
                      </>
                    ) : null}
                  </span>
                ) : null}
              </td>
              <td className={styles.number} data-sign={row.amount < 0 ? 'minus' : 'plus'}>
                {row.amount < 0 ? '−' : '+'}
                {formatMinorAmount(Math.abs(row.amount), MINOR_UNITS[row.currency], locale)}{' '}
                <small>{t(`accountHistory.currencies.${row.currency}`)}</small>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
