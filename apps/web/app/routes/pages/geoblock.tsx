import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useSearchParams } from 'react-router';
import type { Route } from './+types/geoblock';
import { cx } from '../../components/shell/cx.ts';
import { Icon } from '../../components/shell/icons.tsx';
import { pageMeta } from '../../components/shell/meta.ts';
import { useRootData } from '../../lib/root-data.ts';
import { GeoReason, REASON_PARAM, useGeoCheck } from '../../features/geo/index.ts';
import { PlayWithCoins } from '../../features/wallet/index.ts';
import ui from '../../styles/ui.module.css';
import styles from '../../styles/pages/geoblock.module.css';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'pages.geoblock.title');

/** Shown when the player's region (or a refused location check) does not allow play. */
export default function Geoblock() {
  const { t } = useTranslation();
  const { brand } = useRootData();
  const [params] = useSearchParams();
  const check = useGeoCheck();
  const [checking, setChecking] = useState(false);
  const checkAgain = async () => {
    setChecking(true);
    try {
      // Interactive: the browser may ask for the location now. A pass leaves this page.
      await check({ interactive: true });
    } finally {
      setChecking(false);
    }
  };
  return (
    <section className={cx(ui.card, styles.card)} aria-labelledby="geoblock-title">
      <svg className={styles.art} viewBox="0 0 96 96" aria-hidden="true">
        <circle cx="48" cy="48" r="40" className={styles.globe} />
        <path
          d="M8 48h80M48 8c12 11 18 24 18 40s-6 29-18 40C36 77 30 64 30 48S36 19 48 8Z"
          className={styles.lines}
        />
        <circle cx="72" cy="72" r="18" className={styles.badge} />
        <path d="M62 82 82 62" className={styles.slash} />
      </svg>
      <h1 id="geoblock-title" className={styles.title}>
        {t('pages.geoblock.title')}
      </h1>
      <p className={styles.text}>{t('pages.geoblock.text', { appName: brand.appName })}</p>
      <GeoReason code={params.get(REASON_PARAM)} />
      <ul className={styles.list}>
        {(['location', 'vpn', 'travel'] as const).map((key) => (
          <li key={key}>
            <Icon name="check" size={18} strokeWidth={2.4} />
            <span>{t(`pages.geoblock.tips.${key}`)}</span>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={cx(ui.button, ui.cta, ui.large)}
        onClick={() => void checkAgain()}
        disabled={checking}
        aria-busy={checking || undefined}
      >
        {t(checking ? 'geo.checking' : 'geo.checkAgain')}
      </button>
      <PlayWithCoins className={cx(ui.button, ui.ghost, ui.large)} />
    </section>
  );
}
