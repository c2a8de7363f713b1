import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useSearchParams } from 'react-router';
import {
  ACCOUNT_HISTORY_CURRENCIES,
  ACCOUNT_HISTORY_PAGE_SIZE,
  ACCOUNT_HISTORY_TYPES,
  MINOR_UNITS,
  describeAccountHistoryRow,
  type AccountHistoryRow,
} from '@casino/contracts';
import { AppLink } from '../../components/shell/app-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import form from '../../components/ui/form/form.module.css';
import { formatMinorAmount } from '../../lib/format/format.ts';
import { httpErrorText, isHttpError } from '../../lib/http/http-client.ts';
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

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string; refused: boolean }
  | {
      status: 'ready';
      rows: AccountHistoryRow[];
      nextCursor: string | null;
      more: 'idle' | 'loading' | 'failed';
    };

/**
 * The player's ledger in one list: filters live in the address (a reload keeps them), the newest rows load
 * first and "Load more" follows the server's cursor, so rows added meanwhile never shift what is shown.
 */
export function AccountHistory() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(params), [params]);
  const filterKey = new URLSearchParams(filtersToSearch(filters)).toString();
  const [state, setState] = useState<State>({ status: 'loading' });
  // Answers of an older filter (or an older first page) are dropped.
  const generation = useRef(0);

  const loadFirst = useCallback(
    (quiet = false) => {
      const mine = ++generation.current;
      if (!quiet) setState({ status: 'loading' });
      fetchAccountHistory(filters).then(
        (page) => {
          if (mine === generation.current) setState({ status: 'ready', ...page, more: 'idle' });
        },
        (error: unknown) => {
          if (mine !== generation.current) return;
          setState((current) =>
            quiet && current.status === 'ready'
              ? current
              : { status: 'error', message: httpErrorText(error, t), refused: isRefusal(error) },
          );
        },
      );
    },
    // filterKey stands for filters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filterKey, t],
  );
  useEffect(() => loadFirst(), [loadFirst]);

  // A purchase, reward or round in another tab moves the balance: refresh while only the first page shows.
  useRealtimeReconnected(() => {
    if (state.status === 'ready' && state.rows.length <= ACCOUNT_HISTORY_PAGE_SIZE) loadFirst(true);
  });
  usePush('balance', 'setBalance', () => {
    if (state.status === 'ready' && state.rows.length <= ACCOUNT_HISTORY_PAGE_SIZE) loadFirst(true);
  });

  const loadMore = () => {
    if (state.status !== 'ready' || !state.nextCursor) return;
    const mine = generation.current;
    setState({ ...state, more: 'loading' });
    fetchAccountHistory(filters, state.nextCursor).then(
      (page) => {
        if (mine !== generation.current) return;
        setState((current) =>
          current.status === 'ready'
            ? {
                status: 'ready',
                rows: [...current.rows, ...page.rows],
                nextCursor: page.nextCursor,
                more: 'idle',
              }
            : current,
        );
      },
      () => {
        if (mine === generation.current)
          setState((current) => (current.status === 'ready' ? { ...current, more: 'failed' } : current));
      },
    );
  };

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

      {state.status === 'loading' ? (
        <p className={styles.note} role="status">
          {t('accountHistory.loading')}
        </p>
      ) : state.status === 'error' ? (
        <div className={styles.note} role="alert">
          <p>{t('accountHistory.failed')}</p>
          <p className={styles.reason}>{state.message}</p>
          {/* A refused filter (a hand-edited address) fails the same way again: offer to clear it instead. */}
          {state.refused && filtered ? (
            <Button variant="secondary" onClick={clearFilters}>
              {t('accountHistory.filters.clear')}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => loadFirst()}>
              {t('accountHistory.retry')}
            </Button>
          )}
        </div>
      ) : state.rows.length === 0 ? (
        <div className={styles.note} data-empty="true">
          <p>{t(filtered ? 'accountHistory.emptyFiltered' : 'accountHistory.empty')}</p>
          {filtered ? null : (
            <AppLink to="/lobby/" className={styles.link}>
              {t('gameHistory.toLobby')}
            </AppLink>
          )}
        </div>
      ) : (
        <HistoryTable rows={state.rows} locale={i18n.language} />
      )}

      {state.status === 'ready' && state.rows.length > 0 ? (
        <div className={styles.more}>
          <span className={styles.count} role="status">
            {t('accountHistory.shown', { count: state.rows.length })}
          </span>
          {state.nextCursor ? (
            <Button variant="secondary" onClick={loadMore} disabled={state.more === 'loading'}>
              {t(state.more === 'loading' ? 'accountHistory.loadingMore' : 'accountHistory.loadMore')}
            </Button>
          ) : (
            <span className={styles.count}>{t('accountHistory.end')}</span>
          )}
          {state.more === 'failed' ? (
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
  const usd = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
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
              ? t('accountHistory.price', { price: usd.format(row.priceCents / 100) })
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
