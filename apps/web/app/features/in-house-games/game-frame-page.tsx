import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { CoinCell, FeatureState, GameKind } from '@casino/game-math';
import { formatMinorAmount, formatShortNumber } from '../../lib/format/format.ts';
import {
  fetchSession,
  insufficientFundsBalance,
  spinRefusalText,
  isFreeSpinRefused,
  isSessionGone,
  notifyParent,
  postSpin,
  type FrameSession,
} from './game-frame-api.ts';
import {
  ALREADY_SPINNING,
  affordableBet,
  balanceAfterFrame,
  createSpinGuard,
  nextSpin,
  replayFrames,
  stepBet,
  type Announcement,
} from './frame-state.ts';
import { SlotReels, type ReelsView } from './slot-reels.tsx';
import { SPIN_FILLER, SymbolDefs } from './symbol-art.tsx';
import styles from './game-frame.module.css';
import { HttpError } from '../../lib/http/http-client.ts';

/** Timings of the replay, in ms. */
const TIMING = {
  minSpin: 650,
  reelStagger: 170,
  respinSpin: 500,
  freeSpinGap: 450,
  win: 1100,
  announce: 1700,
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function idleGrid(kind: GameKind, reels: number, rows: number): string[][] {
  const symbols = SPIN_FILLER[kind].filter((id) => id !== 'coin' && id !== 'scatter');
  return Array.from({ length: reels }, (_, reel) =>
    Array.from({ length: rows }, (_, row) => symbols[(reel * 2 + row * 3) % symbols.length]!),
  );
}

const allCells = (reels: number, rows: number, value: boolean) =>
  Array.from({ length: reels }, () => new Array<boolean>(rows).fill(value));

type LoadState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; session: FrameSession };

/** The in-house slot inside the game iframe: loads the session, spins on the server, replays the outcome. */
export function GameFramePage({ gameId, token }: { gameId: string; token: string | null }) {
  const { t } = useTranslation();
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    if (!token) {
      setLoad({ status: 'error', message: t('inHouseGames.noSession') });
      return;
    }
    let live = true;
    fetchSession(token).then(
      (session) => live && setLoad({ status: 'ready', session }),
      (error: unknown) =>
        live &&
        setLoad({
          status: 'error',
          message: t(isSessionGone(error) ? 'inHouseGames.sessionGone' : 'inHouseGames.loadFailed'),
        }),
    );
    return () => {
      live = false;
    };
  }, [token, t]);

  if (load.status !== 'ready')
    return (
      <main className={styles.frame} data-kind="loading">
        <p className={styles.notice} role={load.status === 'error' ? 'alert' : 'status'}>
          {load.status === 'error' ? load.message : t('inHouseGames.loading')}
        </p>
      </main>
    );
  if (load.session.game.id !== gameId)
    return (
      <main className={styles.frame} data-kind="loading">
        <p className={styles.notice} role="alert">
          {t('inHouseGames.sessionGone')}
        </p>
      </main>
    );
  return <SlotMachine session={load.session} token={token!} />;
}

function SlotMachine({ session, token }: { session: FrameSession; token: string }) {
  const { t, i18n } = useTranslation();
  const { game } = session;
  const levels = game.betLevels;
  const [balance, setBalance] = useState(session.balance);
  const [bet, setBet] = useState(() => affordableBet(levels, session.balance, levels[0]!));
  // Granted free spins are played first, at the grant's bet; then paid play resumes.
  const [freeSpins, setFreeSpins] = useState(session.freeSpins);
  const freeSpinsWon = useRef(0);
  const next = nextSpin(freeSpins, bet);
  const [win, setWin] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [feature, setFeature] = useState<FeatureState | null>(null);
  const [banner, setBanner] = useState<React.ReactNode>(null);
  const [view, setView] = useState<ReelsView>(() => ({
    grid: idleGrid(game.kind, game.reels, game.rows),
    spinning: allCells(game.reels, game.rows, false),
    coins: new Map(),
    wins: [],
  }));
  const guard = useMemo(() => createSpinGuard(), []);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Amounts arrive in minor units; entries show with cents.
  const amount = (value: number) => formatMinorAmount(value, session.minorUnits, i18n.language);
  const currency = t(`inHouseGames.currency.${session.currency}`);
  const coinLabel = useCallback(
    (coin: CoinCell) =>
      coin.label ? t(`inHouseGames.coin.${coin.label}`) : formatShortNumber(coin.value / session.minorUnits),
    [t, session.minorUnits],
  );
  const announcementText = (a: Announcement) => {
    switch (a.kind) {
      case 'free-spins':
        return t('inHouseGames.announce.freeSpins', { n: a.count });
      case 'retrigger':
        return t('inHouseGames.announce.retrigger', { n: a.count });
      case 'hold-and-link':
        return t('inHouseGames.announce.holdAndLink', { n: a.respins });
      case 'grand':
        return t('inHouseGames.announce.grand');
    }
  };

  const runSpin = async () => {
    setMessage(null);
    setWin(0);
    setFeature(null);
    setBanner(null);
    setSpinning(true);
    const before = balance;
    const planned = next;
    setBalance(before - planned.stake);
    setView((v) => ({ ...v, wins: [], coins: new Map(), spinning: allCells(game.reels, game.rows, true) }));
    const started = Date.now();
    try {
      let result;
      try {
        result = await postSpin(token, planned.body);
      } catch (error) {
        const funds = insufficientFundsBalance(error);
        if (planned.free && isFreeSpinRefused(error)) {
          // Ended, expired or gone: back to paid play, saying why.
          setFreeSpins(null);
          setBalance(before);
          setMessage(t('inHouseGames.freeSpins.ended'));
        } else if (funds !== null) {
          notifyParent({ type: 'insufficientFunds' });
          setBalance(funds >= 0 ? funds : before);
          setMessage(t('inHouseGames.insufficientFunds'));
        } else if (error instanceof HttpError && error.code === 'player_on_break') {
          // A cooling-off or self-exclusion: the server refuses every bet; say why.
          setBalance(before);
          setMessage(t('inHouseGames.onBreak'));
        } else {
          setBalance(before);
          setMessage(
            spinRefusalText(error) ??
              t(isSessionGone(error) ? 'inHouseGames.sessionGone' : 'inHouseGames.spinFailed'),
          );
        }
        setView((v) => ({ ...v, spinning: allCells(game.reels, game.rows, false) }));
        return;
      }
      const { outcome } = result;
      const frames = replayFrames(outcome);
      await sleep(Math.max(0, TIMING.minSpin - (Date.now() - started)));
      for (const frame of frames) {
        if (!mounted.current) return;
        const { step } = frame;
        if (frame.index > 0) {
          setView((v) => ({
            ...v,
            wins: [],
            spinning: frame.held.map((column) => column.map((held) => !held)),
          }));
          await sleep(step.kind === 'respin' ? TIMING.respinSpin : TIMING.freeSpinGap);
        }
        // Reels land left to right on the server's grid; respin cells land together.
        const stagger = step.kind === 'respin' ? 0 : TIMING.reelStagger;
        for (let reel = 0; reel < game.reels; reel++) {
          setView((v) => ({
            ...v,
            grid: v.grid.map((column, r) => (r === reel ? step.grid[r]! : column)),
            spinning: v.spinning.map((column, r) => (r === reel ? column.map(() => false) : column)),
            coins: frame.coins,
          }));
          if (stagger) await sleep(stagger);
        }
        setView((v) => ({ ...v, grid: step.grid, coins: frame.coins, wins: step.wins }));
        setWin(frame.winSoFar);
        setBalance(balanceAfterFrame(result.balance, outcome, frame));
        setFeature(step.feature ?? null);
        const last = frame.index === frames.length - 1;
        if (frame.announcement) {
          setBanner(announcementText(frame.announcement));
          await sleep(TIMING.announce);
          setBanner(null);
        } else if (step.win > 0 && !last) {
          await sleep(TIMING.win);
        }
      }
      setBalance(result.balance);
      if (planned.free) {
        freeSpinsWon.current += outcome.totalWin;
        const left = result.freeSpins ?? null;
        setFreeSpins(left);
        if (!left) {
          setMessage(t('inHouseGames.freeSpins.done', { amount: amount(freeSpinsWon.current) }));
          freeSpinsWon.current = 0;
        }
      }
      if (frames.length > 1 && outcome.totalWin > 0)
        setBanner(
          <>
            <small>{t('inHouseGames.announce.totalWin')}</small>
            {amount(outcome.totalWin)}
          </>,
        );
    } finally {
      if (mounted.current) setSpinning(false);
    }
  };

  const spin = () => {
    guard.run(runSpin).catch((error: unknown) => {
      if (error instanceof Error && error.message === ALREADY_SPINNING)
        setMessage(t('inHouseGames.alreadySpinning'));
      else throw error;
    });
  };

  const changeBet = (direction: 1 | -1) => {
    if (freeSpins) return;
    const next = stepBet(levels, bet, direction);
    if (next.atMax) notifyParent({ type: 'maxBet', maxBet: next.bet });
    setBet(next.bet);
    setMessage(next.atMax ? t('inHouseGames.maxBet') : null);
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.code !== 'Space' || event.repeat) return;
      if (event.target instanceof HTMLElement && event.target.closest('button')) return;
      event.preventDefault();
      spin();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const status =
    feature?.freeSpinsLeft !== undefined
      ? `${t('inHouseGames.freeSpinsLeft', { n: feature.freeSpinsLeft })} · ${t('inHouseGames.multiplier', { n: feature.multiplier })}`
      : feature?.respinsLeft !== undefined
        ? t('inHouseGames.respinsLeft', { n: feature.respinsLeft })
        : null;

  return (
    <main className={styles.frame} data-kind={game.kind}>
      <SymbolDefs />
      <header className={styles.header}>
        <h1 className={styles.title}>{game.name}</h1>
        {freeSpins ? (
          <p className={styles.freeSpins} data-testid="free-spins" aria-live="polite">
            {t('inHouseGames.freeSpins.left', { count: freeSpins.remaining })}
          </p>
        ) : null}
        <p className={styles.status} aria-live="polite">
          {status}
        </p>
      </header>
      <div className={styles.cabinet}>
        <SlotReels kind={game.kind} view={view} coinLabel={coinLabel} banner={banner} />
      </div>
      <footer className={styles.controls}>
        <div className={styles.meter}>
          <span>{t('inHouseGames.balance')}</span>
          <strong data-testid="balance">{amount(balance)}</strong>
          <small>{currency}</small>
        </div>
        <div className={styles.meter}>
          <span>{t('inHouseGames.win')}</span>
          <strong data-testid="win" className={win > 0 ? styles.won : undefined}>
            {amount(win)}
          </strong>
          <small>{currency}</small>
        </div>
        <div className={styles.betBox} data-locked={next.free || undefined}>
          <button
            type="button"
            className={styles.betButton}
            onClick={() => changeBet(-1)}
            disabled={spinning || next.free || bet === levels[0]}
            aria-label={t('inHouseGames.lowerBet')}
          >
            −
          </button>
          <div className={styles.meter}>
            <span>{t('inHouseGames.bet')}</span>
            <strong data-testid="bet">{amount(next.bet)}</strong>
            {next.free ? <small>{t('inHouseGames.freeSpins.noCharge')}</small> : null}
          </div>
          <button
            type="button"
            className={styles.betButton}
            onClick={() => changeBet(1)}
            disabled={spinning || next.free}
            aria-label={t('inHouseGames.raiseBet')}
          >
            +
          </button>
        </div>
        <button
          type="button"
          className={styles.spin}
          onClick={spin}
          disabled={spinning}
          aria-busy={spinning || undefined}
          data-free={next.free || undefined}
        >
          {next.free ? t('inHouseGames.freeSpins.spin') : t('inHouseGames.spin')}
        </button>
      </footer>
      <p className={styles.message} role="status">
        {message}
      </p>
    </main>
  );
}
