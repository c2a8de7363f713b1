import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { usePageBalance } from '../../lib/balance/frame-balance.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { formatMinorAmount } from '../../lib/format/format.ts';
import { AutoplayButton } from './autoplay-button.tsx';
import { AutoplayDialog } from './autoplay-dialog.tsx';
import { CreatureArt, CreatureDefs } from './creature-art.tsx';
import { FrameBanner } from './frame-banner.tsx';
import { frameSound } from './frame-sound.ts';
import { ALREADY_SPINNING, affordableBet, createSpinGuard, stepBet } from './frame-state.ts';
import { notifyParent, roundRefusal, postShot, type FishingSession } from './game-frame-api.ts';
import {
  balanceWhileShooting,
  pondLayout,
  prizeRange,
  shotView,
  type FishInfo,
  type SwimmingFish,
} from './fishing-state.ts';
import { Meter } from './reels-cabinet.tsx';
import { SoundToggle } from './sound-toggle.tsx';
import { useAutoplay, type PlayedRound } from './use-autoplay.ts';
import { PACE_FACTOR, usePace } from './use-pace.ts';
import type { Banner } from './use-round-player.ts';
import { winTier } from './win-presentation.ts';
import frameStyles from './game-frame.module.css';
import styles from './fishing-frame.module.css';

/** How long a catch or a miss stays marked on the fish, in ms. */
const SHOT_MARK_MS = 900;
/** A big, mega or epic catch's overlay at normal pace, in ms (as the slots'; a tap ends it sooner). */
const OVERLAY_MS = 3200;

type ShotMark = { fishKey: string; hit: boolean; text: string; id: number };

/**
 * The fishing arcade inside the game iframe: fish swim across the sea (CSS transforms, so the
 * compositor animates them; they rest in place under prefers-reduced-motion); a tap shoots one, the
 * server decides the catch and the prize, and the frame shows exactly that. Sound, autoplay (shots at the
 * last fish kind aimed at, stopping on the boss) and big-win overlays as the slots have them.
 */
export function FishingFrame({ session, token }: { session: FishingSession; token: string }) {
  const { t, i18n } = useTranslation();
  const { game } = session;
  const levels = game.betLevels;
  const [balance, setBalance] = useState(session.balance);
  const [bet, setBet] = useState(() => affordableBet(levels, session.balance, levels[0]!));
  const [win, setWin] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const [mark, setMark] = useState<ShotMark | null>(null);
  // The last shot's result stays in the status line until the next one; the mark on the fish fades.
  const [result, setResult] = useState<string | null>(null);
  const [shooting, setShooting] = useState(false);
  usePageBalance(session, shooting, setBalance);
  const [autoplayOpen, setAutoplayOpen] = useState(false);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [bigWins, setBigWins] = useState<{ count: number; last: string | null }>({ count: 0, last: null });
  const { pace } = usePace();
  const guard = useMemo(() => createSpinGuard(), []);
  const pond = useMemo(() => pondLayout(game.fish), [game.fish]);
  // Drawn biggest prize first, so a small creature (and its prize) swims in front of a whale, not under it.
  const school = useMemo(() => [...pond].reverse(), [pond]);
  const kinds = useMemo(() => new Map(game.fish.map((fish) => [fish.id, fish])), [game.fish]);
  const kindIds = useMemo(() => game.fish.map((fish) => fish.id), [game.fish]);
  const boss = game.fish[game.fish.length - 1]!.id;
  // Autoplay shoots at the kind the player last shot at (the smallest fish before any shot).
  const [aim, setAim] = useState(game.fish[0]!.id);
  const shots = useRef(0);
  const clearMark = useRef<ReturnType<typeof setTimeout>>(undefined);
  const endOverlay = useRef<(() => void) | null>(null);
  useEffect(() => () => clearTimeout(clearMark.current), []);

  const amount = (value: number) => formatMinorAmount(value, session.minorUnits, i18n.language);
  const currency = t(`inHouseGames.currency.${session.currency}`);
  const fishName = (kind: string) => t(`inHouseGames.fishing.fish.${kind}`);
  const prizeText = (fish: FishInfo) => {
    const { min, max } = prizeRange(fish);
    return min === max
      ? t('inHouseGames.fishing.prize', { n: min })
      : t('inHouseGames.fishing.prizeRange', { min, max: max.toLocaleString(i18n.language) });
  };

  const showMark = (next: ShotMark) => {
    setMark(next);
    setResult(next.text);
    clearTimeout(clearMark.current);
    clearMark.current = setTimeout(() => setMark(null), SHOT_MARK_MS);
  };

  /** A big catch's overlay, until its time is up or the player taps it: the shot is presented after it. */
  const overlay = async (next: Extract<Banner, { kind: 'tier' }>) => {
    setBanner(next);
    setBigWins((seen) => ({ count: seen.count + 1, last: next.tier }));
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, Math.max(1500, OVERLAY_MS * PACE_FACTOR[pace]));
      endOverlay.current = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    endOverlay.current = null;
    setBanner(null);
  };

  const shootOnce = async (fish: SwimmingFish): Promise<PlayedRound> => {
    setMessage(null);
    setResult(null);
    setShooting(true);
    setAim(fish.kind);
    const before = balance;
    setBalance(balanceWhileShooting(before, bet));
    notifyParent({ type: 'roundStarted' });
    frameSound.shot();
    try {
      const result = await postShot(token, { bet, target: fish.kind });
      const view = shotView(result.outcome);
      setBalance(result.balance);
      setWin(view.win);
      showMark({
        fishKey: fish.key,
        hit: view.hit,
        text: view.hit
          ? t('inHouseGames.fishing.caught', { amount: amount(view.win) })
          : t('inHouseGames.fishing.missed'),
        id: ++shots.current,
      });
      const caughtBoss = view.hit && view.target === boss;
      const tier = winTier(view.win, bet);
      if (caughtBoss) frameSound.feature();
      else if (view.hit) frameSound.win(tier);
      if (tier) await overlay({ kind: 'tier', tier, amount: view.win });
      return { win: view.win, feature: caughtBoss, balance: result.balance };
    } catch (error) {
      const refusal = roundRefusal(error, before, t);
      setBalance(refusal.balance);
      setMessage(refusal.message);
      return null;
    } finally {
      notifyParent({ type: 'roundPresented' });
      setShooting(false);
    }
  };

  // One shot in the water at a time, as one spin at a time on the slots.
  const shoot = (fish: SwimmingFish): Promise<PlayedRound> =>
    guard
      .run(() => shootOnce(fish))
      .catch((error: unknown) => {
        if (error instanceof Error && error.message === ALREADY_SPINNING) return null;
        throw error;
      });
  const autoplay = useAutoplay(() => shoot(pond.find((fish) => fish.kind === aim) ?? pond[0]!), balance);
  const autoplaying = autoplay.left !== null;

  useEffect(() => {
    if (autoplay.stopped && autoplay.stopped !== 'refused')
      setMessage(
        t(
          autoplay.stopped === 'feature'
            ? 'inHouseGames.autoplay.bossStopped'
            : `inHouseGames.autoplay.stopped.${autoplay.stopped}`,
        ),
      );
  }, [autoplay.stopped, t]);

  const changeBet = (direction: 1 | -1) => {
    const next = stepBet(levels, bet, direction);
    if (next.atMax) notifyParent({ type: 'maxBet', maxBet: next.bet });
    setBet(next.bet);
    setMessage(next.atMax ? t('inHouseGames.maxBet') : null);
  };

  return (
    <main
      className={styles.frame}
      data-kind="fishing"
      data-pace={pace}
      data-big-wins={bigWins.count}
      data-last-tier={bigWins.last ?? undefined}
    >
      <CreatureDefs kinds={kindIds} />
      <header className={styles.header}>
        <h1 className={styles.title}>{game.name}</h1>
      </header>
      <div className={frameStyles.toolbar}>
        <SoundToggle theme={game.theme} />
        <AutoplayButton
          running={autoplaying}
          stopText={t('inHouseGames.autoplay.stopShots', { n: autoplay.left })}
          disabled={shooting}
          onOpen={() => setAutoplayOpen(true)}
          onStop={autoplay.stop}
        />
      </div>
      <section className={styles.sea} aria-label={t('inHouseGames.fishing.pond')}>
        {school.map((fish) => {
          const kind = kinds.get(fish.kind)!;
          const marked = mark?.fishKey === fish.key ? mark : null;
          const style = {
            '--top': `${fish.top}%`,
            '--rest': `${fish.rest}%`,
            '--scale': fish.scale,
            '--duration': `${fish.durationMs}ms`,
            '--delay': `${fish.delayMs}ms`,
          } as CSSProperties;
          return (
            <button
              key={fish.key}
              type="button"
              className={styles.fish}
              style={style}
              data-fish={fish.kind}
              data-direction={fish.direction}
              data-hit={marked ? String(marked.hit) : undefined}
              disabled={autoplaying}
              onClick={() => void shoot(fish)}
              aria-label={t('inHouseGames.fishing.shootAt', {
                fish: fishName(fish.kind),
                prize: prizeText(kind),
              })}
            >
              <span className={styles.body}>
                <CreatureArt kind={fish.kind} />
              </span>
              {/* What it pays, where the player aims: the name is the button's label and the prizes list's. */}
              <span className={styles.tag} aria-hidden="true">
                {prizeText(kind)}
              </span>
              {marked ? (
                <span key={marked.id} className={styles.mark}>
                  {marked.text}
                </span>
              ) : null}
            </button>
          );
        })}
        <p className={styles.shotResult} role="status" data-testid="shot-result">
          {result}
        </p>
        <FrameBanner banner={banner} amount={amount} pace={pace} onDismiss={() => endOverlay.current?.()} />
      </section>
      <section className={styles.paytable} aria-labelledby="fishing-paytable">
        <h2 id="fishing-paytable">{t('inHouseGames.fishing.paytable')}</h2>
        <ul>
          {game.fish.map((fish) => (
            <li key={fish.id}>
              <span className={styles.icon}>
                <CreatureArt kind={fish.id} />
              </span>
              <span>{fishName(fish.id)}</span>
              <strong>{prizeText(fish)}</strong>
            </li>
          ))}
        </ul>
      </section>
      <footer className={styles.controls}>
        <Meter label={t('inHouseGames.balance')} testId="balance" note={currency}>
          {amount(balance)}
        </Meter>
        <Meter label={t('inHouseGames.win')} testId="win" note={currency}>
          {amount(win)}
        </Meter>
        <div className={styles.betBox}>
          <button
            type="button"
            onClick={() => changeBet(-1)}
            disabled={shooting || autoplaying || bet === levels[0]}
            aria-label={t('inHouseGames.lowerBet')}
          >
            −
          </button>
          <Meter label={t('inHouseGames.bet')} testId="bet">
            {amount(bet)}
          </Meter>
          <button
            type="button"
            onClick={() => changeBet(1)}
            disabled={shooting || autoplaying}
            aria-label={t('inHouseGames.raiseBet')}
          >
            +
          </button>
        </div>
      </footer>
      <p className={styles.message} role="alert" data-testid="frame-message">
        {message}
      </p>
      <AutoplayDialog
        open={autoplayOpen}
        onClose={() => setAutoplayOpen(false)}
        onStart={(settings) => {
          setAutoplayOpen(false);
          void autoplay.start(settings);
        }}
        minorUnits={session.minorUnits}
        currency={currency}
        shots
      />
    </main>
  );
}
