import { useEffect, useState } from 'react';
import { MINOR_UNITS, type GameRound } from '@casino/contracts';
import { getGameDefinition, type RoundOutcome, type ShotOutcome } from '@casino/game-math';
import { useTranslation } from '../../i18n/react.tsx';
import { CreatureArt, CreatureDefs } from './creature-art.tsx';
import { shotView } from './fishing-state.ts';
import { FrameNotice } from './frame-notice.tsx';
import { fetchRound } from './game-frame-api.ts';
import { useApiQuery } from '../../lib/query/api-query.ts';
import { featureStatus, useAmounts } from './slot-machine.tsx';
import { Meter, ReelsCabinet } from './reels-cabinet.tsx';
import { SymbolTheme, themeBackdrop } from './symbol-art.tsx';
import { usePace } from './use-pace.ts';
import { useRoundPlayer } from './use-round-player.ts';
import styles from './game-frame.module.css';

/** The round, its steps and the theme its game is drawn in (null: not in the catalogue, the art's default). */
type Loaded = { round: GameRound; outcome: RoundOutcome; theme: string | null };

/** A fishing round's one step is a shot; a slot round's are spins. */
const isShot = (outcome: RoundOutcome | ShotOutcome): outcome is ShotOutcome =>
  outcome.steps[0]?.kind === 'shot';

/** A past round replayed from its stored steps: no bet, nothing settles; it says "Replay". */
export function ReplayMachine({ gameId, roundId }: { gameId: string; roundId: string }) {
  const { t } = useTranslation();
  const { state } = useApiQuery(['game-round', roundId], (signal) => fetchRound(roundId, signal));
  const outcome =
    state.status === 'ready' ? (state.data.round.outcome as RoundOutcome | ShotOutcome | null) : null;
  if (state.status === 'loading') return <FrameNotice error={false}>{t('inHouseGames.loading')}</FrameNotice>;
  // A round of another game than the frame's is as missing as one that is not there.
  if (state.status === 'error' || outcome?.gameId !== gameId)
    return <FrameNotice error>{t('inHouseGames.replay.missing')}</FrameNotice>;
  const { round, theme } = state.data;
  if (isShot(outcome)) return <ShotReplay round={round} outcome={outcome} />;
  const game = getGameDefinition(outcome.gameId);
  if (!game) return <FrameNotice error>{t('inHouseGames.replay.missing')}</FrameNotice>;
  return <Replay round={round} outcome={outcome} theme={theme} game={game} />;
}

function Replay({
  round,
  outcome,
  theme,
  game,
}: Loaded & { game: NonNullable<ReturnType<typeof getGameDefinition>> }) {
  const { t, i18n } = useTranslation();
  const { pace } = usePace();
  const { amount, coinLabel } = useAmounts(MINOR_UNITS[round.currency]);
  const player = useRoundPlayer(game, pace, amount);
  const [playing, setPlaying] = useState(false);
  const replay = async () => {
    setPlaying(true);
    player.startSpin();
    await player.play(outcome);
    setPlaying(false);
  };
  // Plays once on opening; the button plays it again.
  useEffect(() => {
    void replay();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const currency = t(`inHouseGames.currency.${round.currency}`);
  // Drawn as the game was played: its catalogue theme (an unknown one draws the art's default).
  return (
    <SymbolTheme theme={theme ?? ''}>
      <main
        className={styles.frame}
        data-kind={game.kind}
        data-replay
        data-theme={theme ?? undefined}
        style={themeBackdrop(theme ?? '', game.kind)}
      >
        <header className={styles.header}>
          <p className={styles.replayBadge} data-testid="replay-badge">
            {t('inHouseGames.replay.badge')}
          </p>
          <h1 className={styles.title}>{round.gameTitle ?? game.name}</h1>
          <p className={styles.status} aria-live="polite">
            {featureStatus(t, player.feature)}
          </p>
        </header>
        <ReelsCabinet player={player} coinLabel={coinLabel} amount={amount} pace={pace} />
        <footer className={styles.controls}>
          <Meter label={t('inHouseGames.replay.playedAt')}>
            {new Date(round.createdAt).toLocaleString(i18n.language)}
          </Meter>
          <Meter label={t('inHouseGames.win')} testId="win" note={currency} valueRef={player.winRef}>
            {amount(player.win)}
          </Meter>
          <Meter label={t('inHouseGames.bet')} testId="bet" note={currency}>
            {amount(outcome.bet)}
          </Meter>
          <button type="button" className={styles.spin} onClick={() => void replay()} disabled={playing}>
            {t('inHouseGames.replay.again')}
          </button>
        </footer>
      </main>
    </SymbolTheme>
  );
}

/** A fishing round is one shot: the fish aimed at, caught or missed, and what it paid. */
function ShotReplay({ round, outcome }: { round: GameRound; outcome: ShotOutcome }) {
  const { t, i18n } = useTranslation();
  const { amount } = useAmounts(MINOR_UNITS[round.currency]);
  const shot = shotView(outcome);
  const currency = t(`inHouseGames.currency.${round.currency}`);
  return (
    <main className={styles.frame} data-kind="fishing" data-replay>
      <CreatureDefs kinds={[shot.target]} />
      <header className={styles.header}>
        <p className={styles.replayBadge} data-testid="replay-badge">
          {t('inHouseGames.replay.badge')}
        </p>
        <h1 className={styles.title}>{round.gameTitle ?? outcome.gameId}</h1>
        <p className={styles.status}>
          {t('inHouseGames.replay.shotAt', { fish: t(`inHouseGames.fishing.fish.${shot.target}`) })}
        </p>
      </header>
      <div className={styles.shotReplay} data-hit={shot.hit}>
        <CreatureArt kind={shot.target} />
        <strong role="status">
          {shot.hit
            ? t('inHouseGames.fishing.caught', { amount: amount(shot.win) })
            : t('inHouseGames.fishing.missed')}
        </strong>
      </div>
      <footer className={styles.controls}>
        <Meter label={t('inHouseGames.replay.playedAt')}>
          {new Date(round.createdAt).toLocaleString(i18n.language)}
        </Meter>
        <Meter label={t('inHouseGames.win')} testId="win" note={currency}>
          {amount(shot.win)}
        </Meter>
        <Meter label={t('inHouseGames.bet')} testId="bet" note={currency}>
          {amount(outcome.bet)}
        </Meter>
      </footer>
    </main>
  );
}
