import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { localizeHref } from '../../components/shell/app-link.tsx';
import { cx } from '../../components/shell/cx.ts';
import { useRootData } from '../../lib/root-data.ts';
import ui from '../../styles/ui.module.css';
import { GameImage } from './game-image.tsx';
import type { LobbyBanner } from './lobby-types.ts';
import { useVipBundleVisible } from './vip-bundle-visible.ts';
import styles from './lobby-sections.module.css';

/**
 * The home payload's promo banners (spec §3 `promoBanners`: the free-play challenge and other promotions), as
 * a strip of smaller banners under the hero carousel, side by side from tablet width. A banner that opens a
 * feature's dialog (fpChallenge: `quest`) shows only while that dialog can open — a signed-in player, the
 * feature active — and the VIP bundle's only while the player's status is on (spec §6). Lazily loaded.
 */
/**
 * One promo banner: its picture with the title over it, a link (a path or a query such as ?openModal=) when it has
 * one. Drawn like a slide of the hero carousel (lobby-sections.tsx), written again here so that this chunk, and not
 * the first load, carries it.
 */
function PromoBanner({ banner }: { banner: LobbyBanner }) {
  const { locale } = useRootData();
  const body = (
    <>
      <GameImage
        image={banner.image}
        alt=""
        ratio="var(--banner-ratio)"
        sizes="(min-width: 1240px) 610px, (min-width: 768px) 50vw, 100vw"
        maxPixels={3072}
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
      data-banner-type={banner.type}
    >
      {body}
    </Link>
  ) : (
    <div className={styles.banner} data-banner-type={banner.type}>
      {body}
    </div>
  );
}

export default function PromoBanners({ banners }: { banners: LobbyBanner[] }) {
  const { t } = useTranslation();
  const { player } = useRootData();
  const vipBundle = useVipBundleVisible();
  const shown = banners.filter(
    (banner) =>
      (vipBundle || !banner.vipBundle) &&
      (!banner.feature || (player?.features.some((f) => f.key === banner.feature && f.isActive) ?? false)),
  );
  if (!shown.length) return null;
  return (
    <section
      className={cx(ui.container, styles.promoSection, ui.belowFold)}
      aria-label={t('catalogue.banners.promoLabel')}
    >
      <ul className={styles.promoList} data-promo-banners="">
        {shown.map((banner) => (
          <li key={banner.id}>
            <PromoBanner banner={banner} />
          </li>
        ))}
      </ul>
    </section>
  );
}
