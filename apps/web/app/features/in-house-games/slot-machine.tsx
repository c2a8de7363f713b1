import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { usePageBalance } from '../../lib/balance/frame-balance.ts';
import { getGameDefinition, type CoinCell, type FeatureState } from '@casino/game-math';
import { useTranslation } from '../../i18n/react.tsx';
import { formatMinorAmount, formatShortNumber } from '../../lib/format/format.ts';
import { AutoplayButton } from './autoplay-button.tsx';
import { AutoplayDialog } from './autoplay-dialog.tsx';
import {
  ALREADY_SPINNING,
  affordableBet,
  createSpinGuard,
  nextSpin,
  startsFeature,
  stepBet,
} from './frame-state.ts';
import {
  isFreeSpinRefused,
  notifyParent,
  roundRefusal,
  postSpin,
  type FrameSession,
} from './game-frame-api.ts';
import { PaytableDialog } from './paytable-dialog.tsx';
import { Meter, ReelsCabinet } from './reels-cabinet.tsx';
import { SoundToggle } from './sound-toggle.tsx';
import { SymbolTheme, themeBackdrop } from './symbol-art.tsx';
import { BuyFeature, buyFeatureSpin } from './buy-feature.tsx';
import { useAutoplay, type PlayedRound } from './use-autoplay.ts';
import { usePace } from './use-pace.ts';
import { useRoundPlayer } from './use-round-player.ts';
import { useSpinKeys } from './use-spin-keys.ts';
import styles from './game-frame.module.css';

/** The free-spin or respin counter under the title. */
export function featureStatus(
  t: (key: string, values?: Record<string, unknown>) => string,
  feature: FeatureState | null,
) {
  if (feature?.freeSpinsLeft !== undefined)
    return `${t('inHouseGames.freeSpinsLeft', { n: feature.freeSpinsLeft })} · ${t('inHouseGames.multiplier', { n: feature.multiplier })}`;
  if (feature?.respinsLeft !== undefined) return t('inHouseGames.respinsLeft', { n: feature.respinsLeft });
  return null;
}

/** Formats minor units in the session's currency, and names coins (Mini, Minor, Major or their value). */
export function useAmounts(minorUnits: number) {
  const { t, i18n } = useTranslation();
  const amount = useCallback(
    (value: number) => formatMinorAmount(value, minorUnits, i18n.language),
    [minorUnits, i18n.language],
  );
  const coinLabel = useCallback(
    (coin: CoinCell) =>
      coin.label
        ? t(`inHouseGames.coin.${coin.label}`)
        : formatShortNumber(coin.value / minorUnits, i18n.language),
    [t, minorUnits, i18n.language],
  );
  return { amount, coinLabel };
}

/** A playable slot: spins on the server and presents each round; paytable, sound, autoplay, quick spin. */
export function SlotMachine({ session, token }: { session: FrameSession; token: string }) {
  const { t } = useTranslation();
  const { game } = session;
  const definition = getGameDefinition(game.id);
  const levels = game.betLevels;
  const [balance, setBalance] = useState(session.balance);
  const [bet, setBet] = useState(() => affordableBet(levels, session.balance, levels[0]!));
  // Granted free spins are played first, at the grant's bet; then paid play resumes.
  const [freeSpins, setFreeSpins] = useState(session.freeSpins);
  const freeSpinsWon = useRef(0);
  const next = nextSpin(freeSpins, bet);
  const [spinning, setSpinning] = useState(false);
  usePageBalance(session, spinning, setBalance);
  const [message, setMessage] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'paytable' | 'autoplay' | null>(null);
  const { pace, quick, setQuick } = usePace();
  const { amount, coinLabel } = useAmounts(session.minorUnits);
  const player = useRoundPlayer(game, pace, amount);
  const guard = useMemo(() => createSpinGuard(), []);
  // The round's win for screen readers, said once when its presentation ends (the meter counts up unspoken).
  const [wonSaid, setWonSaid] = useState<string | null>(null);
  const currency = t(`inHouseGames.currency.${session.currency}`);

  const runSpin = async (buy = false): Promise<PlayedRound> => {
    setMessage(null);
    setWonSaid(null);
    setSpinning(true);
    const before = balance;
    const planned = buy && game.featureBuyPrice ? buyFeatureSpin(bet, game.featureBuyPrice) : next;
    setBalance(before - planned.stake);
    notifyParent({ type: 'roundStarted' });
    player.startSpin();
    try {
      let result;
      try {
        result = await postSpin(token, planned.body);
      } catch (error) {
        if (planned.free && isFreeSpinRefused(error)) {
          // Ended, expired or gone: back to paid play, saying why.
          setFreeSpins(null);
          setBalance(before);
          setMessage(t('inHouseGames.freeSpins.ended'));
        } else {
          const refusal = roundRefusal(error, before, t);
          setBalance(refusal.balance);
          setMessage(refusal.message);
        }
        player.stopSpin();
        return null;
      }
      const { outcome } = result;
      await player.play(outcome);
      // The win reaches the balance once the round has been presented, in the frame and (finally) its parent.
      setBalance(result.balance);
      if (outcome.totalWin > 0)
        setWonSaid(t('inHouseGames.won', { amount: amount(outcome.totalWin), currency }));
      if (planned.free) {
        freeSpinsWon.current += outcome.totalWin;
        const left = result.freeSpins ?? null;
        setFreeSpins(left);
        if (!left) {
          setMessage(t('inHouseGames.freeSpins.done', { amount: amount(freeSpinsWon.current) }));
          freeSpinsWon.current = 0;
        }
      }
      return { win: outcome.totalWin, feature: startsFeature(outcome), balance: result.balance };
    } finally {
      notifyParent({ type: 'roundPresented' });
      setSpinning(false);
    }
  };

  const spinOnce = (buy = false): Promise<PlayedRound> =>
    guard
      .run(() => runSpin(buy))
      .catch((error: unknown) => {
        if (error instanceof Error && error.message === ALREADY_SPINNING) {
          setMessage(t('inHouseGames.alreadySpinning'));
          return null;
        }
        throw error;
      });
  const autoplay = useAutoplay(() => spinOnce(), balance);
  const spin = () => void spinOnce();
  useSpinKeys(spin);

  useEffect(() => {
    if (autoplay.stopped && autoplay.stopped !== 'refused')
      setMessage(t(`inHouseGames.autoplay.stopped.${autoplay.stopped}`));
  }, [autoplay.stopped, t]);

  const changeBet = (direction: 1 | -1) => {
    if (freeSpins) return;
    const stepped = stepBet(levels, bet, direction);
    if (stepped.atMax) notifyParent({ type: 'maxBet', maxBet: stepped.bet });
    setBet(stepped.bet);
    setMessage(stepped.atMax ? t('inHouseGames.maxBet') : null);
  };

  const autoplaying = autoplay.left !== null;
  return (
    <SymbolTheme theme={game.theme}>
      <main
        className={styles.frame}
        data-kind={game.kind}
        data-theme={game.theme}
        data-pace={pace}
        data-big-wins={player.bigWins.count}
        data-last-tier={player.bigWins.last ?? undefined}
        style={themeBackdrop(game.theme, game.kind)}
      >
        <header className={styles.header}>
          <h1 className={styles.title}>{game.name}</h1>
          {freeSpins ? (
            <p className={styles.freeSpins} data-testid="free-spins" aria-live="polite">
              {t('inHouseGames.freeSpins.left', { count: freeSpins.remaining })}
            </p>
          ) : null}
          <p className={styles.status} aria-live="polite">
            {featureStatus(t, player.feature)}
          </p>
        </header>
        <div className={styles.toolbar}>
          <SoundToggle theme={game.theme} />
          {definition ? (
            <button type="button" className={styles.tool} onClick={() => setDialog('paytable')}>
              {t('inHouseGames.paytable.open')}
            </button>
          ) : null}
          <button type="button" className={styles.tool} aria-pressed={quick} onClick={() => setQuick(!quick)}>
            {t('inHouseGames.quickSpin')}
          </button>
          <AutoplayButton
            running={autoplaying}
            stopText={t('inHouseGames.autoplay.stop', { n: autoplay.left })}
            disabled={spinning}
            onOpen={() => setDialog('autoplay')}
            onStop={autoplay.stop}
          />
        </div>
        <ReelsCabinet player={player} coinLabel={coinLabel} amount={amount} pace={pace} />
        <footer className={styles.controls}>
          <Meter label={t('inHouseGames.balance')} testId="balance" note={currency}>
            {amount(balance)}
          </Meter>
          <Meter
            label={t('inHouseGames.win')}
            testId="win"
            className={player.win > 0 ? styles.won : undefined}
            note={currency}
            valueRef={player.winRef}
          >
            {amount(player.win)}
          </Meter>
          <div className={styles.betBox} data-locked={next.free || undefined}>
            <button
              type="button"
              className={styles.betButton}
              onClick={() => changeBet(-1)}
              disabled={spinning || autoplaying || next.free || bet === levels[0]}
              aria-label={t('inHouseGames.lowerBet')}
            >
              −
            </button>
            <Meter
              label={t('inHouseGames.bet')}
              testId="bet"
              note={next.free ? t('inHouseGames.freeSpins.noCharge') : null}
            >
              {amount(next.bet)}
            </Meter>
            <button
              type="button"
              className={styles.betButton}
              onClick={() => changeBet(1)}
              disabled={spinning || autoplaying || next.free}
              aria-label={t('inHouseGames.raiseBet')}
            >
              +
            </button>
          </div>
          <button
            type="button"
            className={styles.spin}
            // aria-disabled, not disabled: a disabled button drops the keyboard's focus to the page, so the next Enter
            // would not spin again.
            onClick={() => {
              if (!spinning && !autoplaying) spin();
            }}
            aria-disabled={spinning || autoplaying}
            aria-busy={spinning || undefined}
            data-free={next.free || undefined}
          >
            {next.free ? t('inHouseGames.freeSpins.spin') : t('inHouseGames.spin')}
          </button>
          {game.featureBuyPrice ? (
            <BuyFeature
              price={game.featureBuyPrice}
              bet={bet}
              disabled={spinning || autoplaying || next.free}
              amount={amount}
              onBuy={() => void spinOnce(true)}
            />
          ) : null}
        </footer>
        <p className={styles.message} role="status" data-testid="frame-message">
          {message}
        </p>
        <p className="visually-hidden" aria-live="polite" data-testid="win-said">
          {wonSaid}
        </p>
        {definition ? (
          <PaytableDialog
            game={definition}
            bet={next.bet}
            amount={amount}
            open={dialog === 'paytable'}
            onClose={() => setDialog(null)}
          />
        ) : null}
        <AutoplayDialog
          open={dialog === 'autoplay'}
          onClose={() => setDialog(null)}
          onStart={(settings) => {
            setDialog(null);
            void autoplay.start(settings);
          }}
          minorUnits={session.minorUnits}
          currency={currency}
        />
      </main>
    </SymbolTheme>
  );
}
