import { Link } from 'react-router';
import { localizeHref } from '../../components/shell/app-link.tsx';
import { cx } from '../../components/shell/cx.ts';
import { useRootData } from '../../lib/root-data.ts';
import ui from '../../styles/ui.module.css';
import { GameImage } from './game-image.tsx';
import type { LobbyBanner } from './lobby-types.ts';
import styles from './lobby-sections.module.css';

/**
 * A lobby banner, a slide of the hero carousel or one of the promo strip: its picture with the title over it,
 * a link (a path, or a query such as ?openModal=) when it has one. `data` marks it for the page's scripts.
 */
export function Banner({
  banner,
  sizes,
  priority = false,
  data,
}: {
  banner: LobbyBanner;
  /** The picture's widths on screen (`<img sizes>`). */
  sizes: string;
  priority?: boolean;
  data?: Record<`data-${string}`, string | undefined>;
}) {
  const { locale } = useRootData();
  const body = (
    <>
      <GameImage
        image={banner.image}
        alt=""
        ratio="var(--banner-ratio)"
        sizes={sizes}
        maxPixels={3072}
        priority={priority}
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
      {...data}
    >
      {body}
    </Link>
  ) : (
    <div className={styles.banner} {...data}>
      {body}
    </div>
  );
}
