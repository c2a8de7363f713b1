import { useTranslation } from '../../i18n/react.tsx';
import { useAmountTexts } from '../../lib/format/amount-texts.ts';
import type { Tournament, TournamentPrize, TournamentStanding } from '@casino/contracts';
import { cx } from '../../components/shell/cx.ts';
import { formatAmount, formatShortNumber } from '../../lib/format/format.ts';
import { useCountdown } from '../../lib/format/use-countdown.ts';
import { serverNow } from '../../lib/server-clock.ts';
import styles from './tournaments.module.css';

/** A prize as "500K Coins + 50 Entries" (short scale, spec §9). */
export function PrizeText({ prize }: { prize: TournamentPrize }) {
  return <>{useAmountTexts().prize(prize, { short: true }) || '—'}</>;
}

/** The whole prize table's coins and entries. */
export function PrizePool({ prizes }: { prizes: TournamentPrize[] }) {
  const total = prizes.reduce(
    (sum, p) => ({ coins: sum.coins + p.coins, entries: Math.round((sum.entries + p.entries) * 100) / 100 }),
    { coins: 0, entries: 0 },
  );
  return <PrizeText prize={total} />;
}

/** Ends in / starts in / ended, on the server's clock. */
export function TournamentTime({ tournament, onChange }: { tournament: Tournament; onChange?: () => void }) {
  const { t, i18n } = useTranslation();
  const upcoming = !tournament.isActive && tournament.isOpen;
  const until = useCountdown(upcoming ? tournament.start : tournament.isOpen ? tournament.end : null, {
    now: serverNow,
    onFinish: onChange,
  });
  if (!tournament.isOpen) {
    const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(tournament.end),
    );
    return (
      <span className={styles.time} data-tournament-time="ended">
        {t('tournaments.time.ended', { day })}
      </span>
    );
  }
  return (
    <span
      className={styles.time}
      data-tournament-time={upcoming ? 'starts' : 'ends'}
      suppressHydrationWarning
    >
      {t(upcoming ? 'tournaments.time.startsIn' : 'tournaments.time.endsIn', { time: until.text })}
    </span>
  );
}

function Row({ row }: { row: TournamentStanding }) {
  const { t, i18n } = useTranslation();
  return (
    <tr className={cx(row.isMe && styles.me)} data-standing={row.place} data-me={row.isMe || undefined}>
      <td className={styles.place}>
        <span className={cx(styles.medal, row.place <= 3 && styles[`medal${row.place}`])}>{row.place}</span>
      </td>
      <td className={styles.name}>
        {row.name}
        {row.isMe ? <span className={styles.youTag}>{t('tournaments.board.you')}</span> : null}
      </td>
      <td className={styles.num} title={formatAmount(row.points, i18n.language)} data-points={row.points}>
        {formatShortNumber(row.points, i18n.language)}
      </td>
      <td className={cx(styles.num, styles.rounds)}>{formatShortNumber(row.rounds, i18n.language)}</td>
      {/* The server's word on what the row takes as the board stands, passed-over rows moving it down. */}
      <td className={styles.num} data-prize={row.prizePlace ?? ''}>
        {row.prize ? <PrizeText prize={row.prize} /> : '—'}
      </td>
    </tr>
  );
}

/**
 * The leaderboard: the leaders, then — when the player is below them — a gap and the 3 rows either side of
 * the player (spec §9). Numbers in short K/M.
 */
export function Leaderboard({ tournament, compact }: { tournament: Tournament; compact?: boolean }) {
  const { t } = useTranslation();
  const { winners, around } = tournament;
  const shown = new Set(winners.map((w) => w.place));
  const below = around.filter((row) => !shown.has(row.place));
  if (winners.length === 0)
    return (
      <p className={styles.empty} data-leaderboard="empty">
        {t('tournaments.board.empty')}
      </p>
    );
  return (
    <table className={cx(styles.board, compact && styles.compact)} data-leaderboard={tournament.id}>
      <thead>
        <tr>
          <th scope="col">{t('tournaments.board.place')}</th>
          <th scope="col">{t('tournaments.board.player')}</th>
          <th scope="col" className={styles.num}>
            {t('tournaments.board.points')}
          </th>
          <th scope="col" className={cx(styles.num, styles.rounds)}>
            {t('tournaments.board.rounds')}
          </th>
          <th scope="col" className={styles.num}>
            {t('tournaments.board.prize')}
          </th>
        </tr>
      </thead>
      <tbody>
        {winners.map((row) => (
          <Row key={`top-${row.place}`} row={row} />
        ))}
        {below.length ? (
          <tr className={styles.gap} aria-hidden="true">
            <td colSpan={5}>⋯</td>
          </tr>
        ) : null}
        {below.map((row) => (
          <Row key={`me-${row.place}`} row={row} />
        ))}
      </tbody>
    </table>
  );
}

/** The prize table by place. */
export function PrizeTable({ prizes }: { prizes: TournamentPrize[] }) {
  const { t } = useTranslation();
  return (
    <ol className={styles.prizes} data-prize-table="">
      {prizes.map((prize, i) => (
        <li key={i}>
          <span className={cx(styles.medal, i < 3 && styles[`medal${i + 1}`])}>{i + 1}</span>
          <span className={styles.prizeLabel}>{t('tournaments.prize.place', { place: i + 1 })}</span>
          <strong>
            <PrizeText prize={prize} />
          </strong>
        </li>
      ))}
    </ol>
  );
}
