import { lazy, memo, Suspense } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Await, useRevalidator } from 'react-router';
import { cx } from '../../components/shell/cx.ts';
import { Icon } from '../../components/shell/icons.tsx';
import ui from '../../styles/ui.module.css';
import { CategoryChips } from './category-chips.tsx';
import { GameSlider } from './game-slider.tsx';
import { BannerCarousel, Collections, GameOfWeek, Jackpots, LastWinners } from './lobby-sections.tsx';
import { isFirstScreen } from './lobby-data.ts';
import type { Loaded, LobbyData, LobbySection } from './lobby-types.ts';
import { LobbySkeleton } from './skeletons.tsx';
import { useGamesRefresh } from './use-games-refresh.ts';
import { useVipBundleVisible } from './vip-bundle-visible.ts';
import styles from './lobby-view.module.css';

/** The promo banners' strip: its own chunk, out of the guest pages' first load (docs/performance.md). */
const PromoBanners = lazy(() => import('./promo-banners.tsx'));

function Section({ section, index, top }: { section: LobbySection; index: number; top: boolean }) {
  const vipBundle = useVipBundleVisible();
  switch (section.type) {
    case 'banners': {
      // Spec §6: the VIP bundle banner is hidden while the player's status says the VIP bundle is off.
      const banners = section.banners.filter((banner) => vipBundle || !banner.vipBundle);
      return banners.length ? <BannerCarousel banners={banners} first={top && index === 0} /> : null;
    }
    case 'promoBanners':
      return (
        <Suspense fallback={null}>
          <PromoBanners banners={section.banners} />
        </Suspense>
      );
    case 'games':
      return (
        <GameSlider
          issue={section.issue}
          title={section.title}
          rows={section.rows}
          games={section.games}
          total={section.total}
          complete={section.complete}
          eager={isFirstScreen(index)}
          leads={top && index === 0}
        />
      );
    case 'jackpots':
      return <Jackpots jackpots={section.jackpots} />;
    case 'collections':
      return <Collections collections={section.collections} />;
    case 'gameOfWeek':
      return <GameOfWeek game={section.game} description={section.description} endsAt={section.endsAt} />;
    case 'lastWinners':
      return <LastWinners winners={section.winners} />;
  }
}

/** Shown when the games could not be loaded or were invalid (they are logged, never drawn half-valid). */
export function GamesUnavailable() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  return (
    <div className={cx(ui.container, styles.empty)}>
      <div className={cx(ui.card, styles.emptyCard)} role="status">
        <span className={styles.emptyIcon} aria-hidden="true">
          <Icon name="info" size={28} />
        </span>
        <h2 className={styles.emptyTitle}>{t('catalogue.unavailable.title')}</h2>
        <p className={styles.emptyText}>{t('catalogue.unavailable.text')}</p>
        <button
          type="button"
          className={cx(ui.button, ui.ghost)}
          onClick={() => void revalidator.revalidate()}
          disabled={revalidator.state === 'loading'}
        >
          {t('catalogue.unavailable.retry')}
        </button>
      </div>
    </div>
  );
}

/** Category tabs of the lobby: one per games slider, then every game; below them the studios. */
function LobbyChips({ data }: { data: LobbyData }) {
  const { t } = useTranslation();
  const chips = data.sections.flatMap((s) => (s.type === 'games' ? [{ key: s.issue, title: s.title }] : []));
  if (chips.length === 0) return null;
  chips.push({ key: 'allGames', title: t('pages.games.categories.allGames') });
  return (
    <div className={cx(ui.container, styles.chips)}>
      <CategoryChips chips={chips} current="" base="games" />
      {data.providers?.length ? (
        <CategoryChips
          chips={data.providers}
          current=""
          base="providers"
          label={t('catalogue.providers.chipsLabel')}
        />
      ) : null}
    </div>
  );
}

/**
 * Memoised: the lobby's hundreds of tiles re-render only when its data changes, not when a revalidation,
 * a navigation's state or a push hook above it re-renders the page (issue #12).
 */
export const LobbySections = memo(function LobbySections({
  data,
  chips = false,
  top = true,
}: {
  data: LobbyData;
  chips?: boolean;
  top?: boolean;
}) {
  if (data.sections.length === 0) return <GamesUnavailable />;
  return (
    <div className={styles.sections} data-lobby="">
      {chips && <LobbyChips data={data} />}
      {data.sections.map((section, index) => (
        <Section key={section.key} section={section} index={index} top={top} />
      ))}
    </div>
  );
});

/**
 * The lobby's push and restriction hooks, in a component of their own that renders nothing: useRevalidator
 * re-renders its caller on each revalidation and navigation state, which must not reach the lobby's tiles.
 */
function GamesRefresh() {
  useGamesRefresh();
  return null;
}

/** The lobby's sliders and sections, streamed: skeletons first, then the data (or a clear empty state). */
export function LobbyView({
  lobby,
  chips = false,
  top = true,
}: {
  lobby: Promise<Loaded<LobbyData>> | Loaded<LobbyData>;
  /** Category tabs above the sections (the lobby page; the home page has its own category tiles). */
  chips?: boolean;
  /**
   * The sections start the page's first screen, so a first banner is its largest picture and is fetched
   * first; false below other content (the home page's hero), where it loads like any picture.
   */
  top?: boolean;
}) {
  return (
    <>
      <GamesRefresh />
      <Suspense fallback={<LobbySkeleton />}>
        <Await resolve={lobby} errorElement={<GamesUnavailable />}>
          {(loaded: Loaded<LobbyData>) =>
            loaded.ok ? <LobbySections data={loaded.data} chips={chips} top={top} /> : <GamesUnavailable />
          }
        </Await>
      </Suspense>
    </>
  );
}
