import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { AppLink } from '../../components/shell/app-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useApiQuery } from '../../lib/query/api-query.ts';
import { usePush } from '../../lib/realtime/use-push.ts';
import { fetchGameHistory, formatRoundAmount, replayPath, verifierPath } from './game-history-api.ts';
import styles from './game-history.module.css';

/** The player's game rounds, newest first, a page at a time; new rounds appear as balances change. */
export function GameHistory() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const { state, reload: load } = useApiQuery(['game-history', page], () => fetchGameHistory(page), {
    keepPrevious: true,
  });
  // A round played in another tab changes the balance: the first page then has something new.
  usePush('balance', 'setBalance', () => {
    if (page === 1) load();
  });

  if (state.status === 'loading')
    return (
      <p className={styles.note} role="status">
        {t('gameHistory.loading')}
      </p>
    );
  if (state.status === 'error')
    return (
      <div className={styles.note} role="alert">
        <p>{t('gameHistory.failed')}</p>
        <Button variant="secondary" onClick={load}>
          {t('gameHistory.retry')}
        </Button>
      </div>
    );

  const { rounds, pages, total } = state.data;
  if (total === 0)
    return (
      <div className={styles.note}>
        <p>{t('gameHistory.empty')}</p>
        <AppLink to="/lobby/" className={styles.lobbyLink}>
          {t('gameHistory.toLobby')}
        </AppLink>
      </div>
    );

  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  return (
    <div className={styles.history}>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption className={styles.caption}>{t('gameHistory.caption', { count: total })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('gameHistory.game')}</th>
              <th scope="col">{t('gameHistory.time')}</th>
              <th scope="col" className={styles.number}>
                {t('gameHistory.bet')}
              </th>
              <th scope="col" className={styles.number}>
                {t('gameHistory.win')}
              </th>
              <th scope="col" className={styles.number}>
                {t('gameHistory.balanceAfter')}
              </th>
              <th scope="col">{t('gameHistory.status')}</th>
            </tr>
          </thead>
          <tbody>
            {rounds.map((round) => (
              <tr key={round.id} data-round={round.id}>
                <td className={styles.game}>
                  {round.gameTitle ?? round.gameId}
                  <ReplayLink path={replayPath(round, i18n.language)} label={t('gameHistory.replay')} />
                  {round.fairness ? <VerifyLink path={verifierPath(round)} /> : null}
                </td>
                <td className={styles.time}>{when.format(new Date(round.createdAt))}</td>
                <td className={styles.number}>
                  {formatRoundAmount(round, round.bet, i18n.language)}{' '}
                  <small>{t(`gameHistory.currency.${round.currency}`)}</small>
                </td>
                <td className={styles.number} data-won={round.win > 0}>
                  {formatRoundAmount(round, round.win, i18n.language)}
                </td>
                <td className={styles.number}>
                  {formatRoundAmount(round, round.balanceAfter, i18n.language)}
                </td>
                <td>
                  <span className={styles.status} data-status={round.status}>
                    {t(`gameHistory.statuses.${round.status}`)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={t('gameHistory.pages')}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('gameHistory.newer')}
          </Button>
          <span>{t('gameHistory.pageOf', { page, pages })}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('gameHistory.older')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

/** Opens the game frame replaying a round of our own games from its stored steps. */
function ReplayLink({ path, label }: { path: string | null; label: string }) {
  return path ? (
    <>
      {' '}
      <a href={path} className={styles.replay}>
        {label}
      </a>
    </>
  ) : null;
}

/** The verifier with the round's seeds, once its server seed is revealed (a rotation); until then, why not. */
function VerifyLink({ path }: { path: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      {' '}
      {path ? (
        <AppLink to={path} className={styles.replay} data-verify-round>
          {t('gameHistory.verify')}
        </AppLink>
      ) : (
        <small>{t('gameHistory.verifyLater')}</small>
      )}
    </>
  );
}
