import { useTranslation } from '../../i18n/react.tsx';
import { cx } from '../../components/shell/cx.ts';
import { bannerFeatureOf } from '../../lib/feature-module.ts';
import { useRootData } from '../../lib/root-data.ts';
import ui from '../../styles/ui.module.css';
import { Banner } from './banner.tsx';
import type { LobbyBanner } from './lobby-types.ts';
import { useVipBundleVisible } from './vip-bundle-visible.ts';
import styles from './lobby-sections.module.css';

/**
 * The home payload's promo banners (spec §3 `promoBanners`: the free-play challenge and other promotions), as
 * a strip of smaller banners under the hero carousel, side by side from tablet width. A banner that opens a
 * feature's dialog (a module's `bannerFeatures`: the quests' free-play challenge) shows only while that dialog
 * can open — a signed-in player, the feature active — and the VIP bundle's only while the player's status is on
 * (spec §6). Lazily loaded.
 */
export default function PromoBanners({ banners }: { banners: LobbyBanner[] }) {
  const { t } = useTranslation();
  const { player } = useRootData();
  const vipBundle = useVipBundleVisible();
  const shown = banners.filter((banner) => {
    const feature = bannerFeatureOf(banner.type);
    return (
      (vipBundle || !banner.vipBundle) &&
      (!feature || (player?.features.some((f) => f.key === feature && f.isActive) ?? false))
    );
  });
  if (!shown.length) return null;
  return (
    <section
      className={cx(ui.container, styles.promoSection, ui.belowFold)}
      aria-label={t('catalogue.banners.promoLabel')}
    >
      <ul className={styles.promoList} data-promo-banners="">
        {shown.map((banner) => (
          <li key={banner.id}>
            <Banner
              banner={banner}
              sizes="(min-width: 1240px) 610px, (min-width: 768px) 50vw, 100vw"
              data={{ 'data-banner-type': banner.type }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
