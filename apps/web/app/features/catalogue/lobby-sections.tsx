import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { AppLink, localizeHref } from '../../components/shell/app-link.tsx';
import { cx } from '../../components/shell/cx.ts';
import { Icon } from '../../components/shell/icons.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { formatAmount } from '../../lib/format/format.ts';
import { useCountdown } from '../../lib/format/use-countdown.ts';
import ui from '../../styles/ui.module.css';
import { Carousel } from './carousel.tsx';
import { GameImage } from './game-image.tsx';
import type { LobbyBanner, LobbyCollection, LobbyGame, LobbyJackpot, LobbyWinner } from './lobby-types.ts';
import { useGameHref } from './use-game-href.ts';
import { useNearViewport } from './use-near-viewport.ts';
import styles from './lobby-sections.module.css';

/** The hero banner carousel (offers, tournaments). A banner's link may be a path or a query such as ?openModal=. */
/** `first`: the banners open the page, so the first one is its largest picture (LCP). */
export function BannerCarousel({ banners, first = false }: { banners: LobbyBanner[]; first?: boolean }) {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const slides = banners.map((banner, index) => {
    const body = (
      <>
        <GameImage
          image={banner.image}
          alt=""
          ratio="var(--banner-ratio)"
          sizes="(min-width: 1240px) 1240px, 100vw"
          maxPixels={3072}
          priority={first && index === 0}
        />
        <span className={styles.bannerText}>
          <span className={styles.bannerTitle}>{banner.title}</span>
          {banner.text && <span className={styles.bannerSub}>{banner.text}</span>}
          {banner.cta && <span className={cx(ui.button, ui.cta, styles.bannerCta)}>{banner.cta}</span>}
        </span>
      </>
    );
    return banner.link ? (
      <Link
        to={banner.link.startsWith('/') ? localizeHref(banner.link, locale) : banner.link}
        className={styles.banner}
        preventScrollReset={!banner.link.startsWith('/')}
        data-vip-bundle={banner.vipBundle ? '' : undefined}
      >
        {body}
      </Link>
    ) : (
      <div className={styles.banner}>{body}</div>
    );
  });
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

/** Jackpot pools in the player's currency: coins in TournamentPoints (and for guests), entries in SweepStakes. */
export function Jackpots({ jackpots }: { jackpots: LobbyJackpot[] }) {
  const { t } = useTranslation();
  const { appInit, locale } = useRootData();
  const entries = !appInit.isGuest && appInit.gameMode === 'SweepStakes';
  return (
    <section className={cx(ui.container, styles.section, ui.belowFold)} aria-labelledby="lobby-jackpots">
      <SectionHead
        id="lobby-jackpots"
        title={t('catalogue.jackpots.title')}
        eyebrow={t('catalogue.jackpots.eyebrow')}
      />
      <ul className={styles.jackpots}>
        {jackpots.map((jackpot) => (
          <li key={jackpot.id} className={cx(styles.jackpot, styles[`jp_${jackpot.key}`])}>
            <span className={styles.jackpotName}>{jackpot.name}</span>
            <span className={styles.jackpotAmount}>
              {formatAmount(entries ? jackpot.entries : jackpot.coins, locale, { maximumFractionDigits: 0 })}
            </span>
            <span className={styles.jackpotUnit}>
              {t(entries ? 'catalogue.units.entries' : 'catalogue.units.coins')}
            </span>
          </li>
        ))}
      </ul>
    </section>
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
    <section className={cx(ui.container, styles.section, ui.belowFold)} aria-labelledby="lobby-gotw">
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
    </section>
  );
}

/** Items of a list below the first screen drawn with the page; the rest come when it is near. */
const FIRST_ITEMS = { collections: 2, winners: 6 } as const;

/** Curated collections, each opening /issues/{slug}; the last tile leads to every collection. */
export function Collections({ collections }: { collections: LobbyCollection[] }) {
  const { t } = useTranslation();
  const title = t('catalogue.collections.title');
  const { ref, near } = useNearViewport(collections.length <= FIRST_ITEMS.collections);
  const shown = near ? collections : collections.slice(0, FIRST_ITEMS.collections);
  return (
    <section
      ref={ref}
      className={cx(ui.container, styles.section, ui.belowFold)}
      aria-labelledby="lobby-collections"
    >
      <div className={styles.rowHead}>
        <h2 id="lobby-collections" className={styles.title}>
          {title}
        </h2>
        <AppLink to="/issues/collections" className={styles.all}>
          {t('catalogue.collections.all')}
          <Icon name="chevronRight" size={16} />
        </AppLink>
      </div>
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
    </section>
  );
}

/** The last winners as a ticker; each links to the game. */
export function LastWinners({ winners }: { winners: LobbyWinner[] }) {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const href = useGameHref();
  const unit = (currency: LobbyWinner['currency']) =>
    t(
      currency === 'COIN'
        ? 'catalogue.units.coins'
        : currency === 'ENTRY'
          ? 'catalogue.units.entries'
          : 'catalogue.units.winnings',
    );
  const { ref, near } = useNearViewport(winners.length <= FIRST_ITEMS.winners);
  const shown = near ? winners : winners.slice(0, FIRST_ITEMS.winners);
  return (
    <section
      ref={ref}
      className={cx(ui.container, styles.section, ui.belowFold)}
      aria-labelledby="lobby-winners"
    >
      <SectionHead id="lobby-winners" title={t('catalogue.winners.title')} />
      <div className={styles.ticker}>
        <ul className={styles.winners}>
          {shown.map((w) => (
            <li key={w.id} className={styles.winner}>
              <Link to={href(w.gameSlug)} preventScrollReset className={styles.winnerLink}>
                <span className={styles.winnerThumb} aria-hidden="true">
                  {w.gameImg ? <img src={w.gameImg} alt="" loading="lazy" width={44} height={58} /> : null}
                </span>
                <span className={styles.winnerText}>
                  <span className={styles.winnerName}>{w.name}</span>
                  <span className={styles.winnerGame}>{w.gameTitle}</span>
                  <span className={styles.winnerAmount}>
                    {t('catalogue.winners.won', {
                      amount: formatAmount(w.amount, locale, { maximumFractionDigits: 0 }),
                      unit: unit(w.currency),
                    })}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
