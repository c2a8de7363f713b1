import { useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { AppLink } from '../../components/shell/app-link.tsx';
import { cx } from '../../components/shell/cx.ts';
import { useRootData } from '../../lib/root-data.ts';
import { MINOR_UNITS } from '@casino/contracts/values';
import { formatAmount, formatMinorAmount } from '../../lib/format/format.ts';
import { useCountdown } from '../../lib/format/use-countdown.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import { usePush } from '../../lib/realtime/use-push.ts';
import ui from '../../styles/ui.module.css';
import { Banner } from './banner.tsx';
import { Carousel } from './carousel.tsx';
import { GameImage } from './game-image.tsx';
import { RowHead } from './game-slider.tsx';
import type { LobbyBanner, LobbyCollection, LobbyGame, LobbyJackpot, LobbyWinner } from './lobby-types.ts';
import { useGameHref } from './use-game-href.ts';
import { useNearList } from './use-near-viewport.ts';
import { useLiveWinners } from './use-live-winners.ts';
import styles from './lobby-sections.module.css';

/** The hero banner carousel (offers, tournaments). A banner's link may be a path or a query such as ?openModal=. */
/** `first`: the banners open the page, so the first one is its largest picture (LCP). */
export function BannerCarousel({ banners, first = false }: { banners: LobbyBanner[]; first?: boolean }) {
  const { t } = useTranslation();
  const slides = banners.map((banner, index) => (
    <Banner
      banner={banner}
      sizes="(min-width: 1240px) 1240px, 100vw"
      priority={first && index === 0}
      data={{ 'data-vip-bundle': banner.vipBundle ? '' : undefined }}
    />
  ));
  return (
    <section className={cx(ui.container, styles.bannerSection)}>
      <Carousel
        label={t('catalogue.banners.label')}
        slides={slides}
        slideClassName={styles.bannerSlide}
        arrows={banners.length > 1 ? 'overlay' : 'none'}
        flush
        loop={banners.length > 2}
      />
    </section>
  );
}

/** A section below the first screen, named by its heading (`id`). */
function LowerSection({ id, ref, children }: { id: string; ref?: Ref<HTMLElement>; children: ReactNode }) {
  return (
    <section ref={ref} className={cx(ui.container, styles.section, ui.belowFold)} aria-labelledby={id}>
      {children}
    </section>
  );
}

function SectionHead({ id, title, eyebrow }: { id: string; title: string; eyebrow?: string }) {
  return (
    <div className={styles.head}>
      {eyebrow && <p className={ui.eyebrow}>{eyebrow}</p>}
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
    </div>
  );
}

/** The spec's jackpots games modal (registered by the jackpots feature; opened here by its name). */
const JACKPOTS_GAMES_MODAL = 'jackpots-games';

/**
 * Jackpot pools in the player's currency: coins in TournamentPoints (and for guests), entries in SweepStakes.
 * The pots grow with every eligible bet: the brand's ticker push (at most every 2 s) replaces the page's figures.
 */
export function Jackpots({ jackpots }: { jackpots: LobbyJackpot[] }) {
  const { t } = useTranslation();
  const { appInit, locale, brand } = useRootData();
  const entries = !appInit.isGuest && appInit.gameMode === 'SweepStakes';
  const [live, setLive] = useState<Record<string, { coins?: number; entries?: number }>>({});
  usePush('jackpots', 'ticker', (data) => {
    if (data.brand !== brand.key) return;
    const next: Record<string, { coins?: number; entries?: number }> = {};
    for (const tier of data.tiers)
      next[tier.key] = {
        ...next[tier.key],
        ...(tier.currency === 'COIN' ? { coins: tier.amount } : { entries: Math.floor(tier.amount / 100) }),
      };
    setLive(next);
  });
  return (
    <LowerSection id="lobby-jackpots">
      <SectionHead
        id="lobby-jackpots"
        title={t('catalogue.jackpots.title')}
        eyebrow={t('catalogue.jackpots.eyebrow')}
      />
      <ul className={styles.jackpots}>
        {jackpots.map((jackpot) => {
          const now = { ...jackpot, ...live[jackpot.key] };
          return (
            <li
              key={jackpot.id}
              className={cx(styles.jackpot, styles[`jp_${jackpot.key}`])}
              data-jackpot={jackpot.key}
            >
              <span className={styles.jackpotName}>{jackpot.name}</span>
              <span className={styles.jackpotAmount} data-jackpot-amount="">
                {formatAmount(entries ? now.entries : now.coins, locale, { maximumFractionDigits: 0 })}
              </span>
              <span className={styles.jackpotUnit}>
                {t(entries ? 'catalogue.units.entries' : 'catalogue.units.coins')}
              </span>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className={cx(ui.button, ui.ghost, ui.small)}
        onClick={() => openModal(JACKPOTS_GAMES_MODAL)}
      >
        {t('catalogue.jackpots.games')}
      </button>
    </LowerSection>
  );
}

/** Game of the week with a countdown to the next pick (days shown while at least one day remains). */
export function GameOfWeek({
  game,
  description,
  endsAt,
}: {
  game: LobbyGame;
  description: string;
  endsAt: string;
}) {
  const { t } = useTranslation();
  const href = useGameHref();
  const countdown = useCountdown(endsAt);
  return (
    <LowerSection id="lobby-gotw">
      <div className={styles.gotw}>
        <div className={styles.gotwArt}>
          <GameImage image={game.image} alt={game.name} sizes="(min-width: 768px) 260px, 40vw" />
        </div>
        <div className={styles.gotwBody}>
          <p className={ui.eyebrow}>{t('catalogue.gameOfWeek.eyebrow')}</p>
          <h2 id="lobby-gotw" className={styles.gotwTitle}>
            {game.name}
          </h2>
          {game.provider && <p className={styles.gotwProvider}>{game.provider}</p>}
          <p className={styles.gotwText}>{description}</p>
          <p className={styles.gotwTimer}>
            <span>{t('catalogue.gameOfWeek.endsIn')}</span>{' '}
            <time suppressHydrationWarning className={styles.timer}>
              {countdown.text}
            </time>
          </p>
          <Link to={href(game.slug)} preventScrollReset className={cx(ui.button, ui.cta)}>
            {t('catalogue.gameOfWeek.play')}
          </Link>
        </div>
      </div>
    </LowerSection>
  );
}

/** Items of a list below the first screen drawn with the page; the rest come when it is near. */
const FIRST_ITEMS = { collections: 2, winners: 6 } as const;

/** Curated collections, each opening /issues/{slug}; the last tile leads to every collection. */
export function Collections({ collections }: { collections: LobbyCollection[] }) {
  const { t } = useTranslation();
  const title = t('catalogue.collections.title');
  const { ref, shown } = useNearList(collections, FIRST_ITEMS.collections);
  return (
    <LowerSection id="lobby-collections" ref={ref}>
      <RowHead
        id="lobby-collections"
        title={title}
        to="/issues/collections"
        all={t('catalogue.collections.all')}
      />
      <Carousel
        label={title}
        slideClassName={styles.collectionSlide}
        slides={shown.map((c) => (
          <AppLink key={c.slug} to={`/issues/${c.slug}`} className={styles.collection}>
            <GameImage image={c.image} alt="" ratio="16 / 9" sizes="(min-width: 768px) 300px, 70vw" />
            <span className={styles.collectionText}>
              <span className={styles.collectionTitle}>{c.title}</span>
              <span className={styles.collectionCount}>
                {t('catalogue.collections.count', { count: c.count })}
              </span>
            </span>
          </AppLink>
        ))}
      />
    </LowerSection>
  );
}

/** The last winners as a ticker, live as wins happen; each links to the game. Empty, it says so. */
export function LastWinners({ winners: initial }: { winners: LobbyWinner[] }) {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const href = useGameHref();
  const winners = useLiveWinners(initial);
  const unit = (currency: LobbyWinner['currency']) =>
    t(
      currency === 'COIN'
        ? 'catalogue.units.coins'
        : currency === 'ENTRY'
          ? 'catalogue.units.entries'
          : 'catalogue.units.winnings',
    );
  const { ref, shown } = useNearList(winners, FIRST_ITEMS.winners);
  return (
    <LowerSection id="lobby-winners" ref={ref}>
      <SectionHead id="lobby-winners" title={t('catalogue.winners.title')} />
      {shown.length === 0 ? (
        <p className={styles.winnersEmpty} data-state="empty">
          {t('catalogue.winners.empty')}
        </p>
      ) : (
        <div className={styles.ticker}>
          <ul className={styles.winners}>
            {shown.map((w) => (
              <li key={w.id} className={styles.winner} data-kind={w.kind}>
                <Link to={href(w.gameSlug)} preventScrollReset className={styles.winnerLink}>
                  <span className={styles.winnerThumb} aria-hidden="true">
                    {w.gameImg ? <img src={w.gameImg} alt="" loading="lazy" width={44} height={58} /> : null}
                  </span>
                  <span className={styles.winnerText}>
                    <span className={styles.winnerName}>{w.name}</span>
                    <span className={styles.winnerGame}>{w.gameTitle}</span>
                    <span className={styles.winnerAmount}>
                      {t(`catalogue.winners.won.${w.kind}`, {
                        amount: formatMinorAmount(w.amount, MINOR_UNITS[w.currency], locale),
                        unit: unit(w.currency),
                      })}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </LowerSection>
  );
}
