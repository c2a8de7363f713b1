import { useId } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import ui from '../../styles/ui.module.css';
import { AppLink } from './app-link.tsx';
import { cx } from './cx.ts';
import styles from './not-found-view.module.css';

/** The 404 screen: a rabbit gone down the hole between two fours. `detail` names the missing path. */
export function NotFoundView({ detail }: { detail: string }) {
  const { t } = useTranslation();
  const id = useId().replace(/:/g, '');
  return (
    <section className={cx(ui.container, styles.wrap)} aria-labelledby={`${id}-title`}>
      <svg className={styles.art} viewBox="0 0 360 170" aria-hidden="true" focusable="false">
        <defs>
          <clipPath id={`${id}-above`}>
            <rect x="0" y="0" width="360" height="128" />
          </clipPath>
          <radialGradient id={`${id}-hole`} cx="0.5" cy="0.35" r="0.7">
            <stop offset="0" stopColor="#000" stopOpacity="0.95" />
            <stop offset="1" stopColor="#000" stopOpacity="0.6" />
          </radialGradient>
        </defs>
        <text x="62" y="150" className={styles.digit} textAnchor="middle">
          4
        </text>
        <text x="298" y="150" className={styles.digit} textAnchor="middle">
          4
        </text>
        <ellipse cx="180" cy="130" rx="70" ry="20" className={styles.rim} />
        <g clipPath={`url(#${id}-above)`} className={styles.ears}>
          <g transform="rotate(-14 160 130)">
            <ellipse cx="160" cy="92" rx="14" ry="44" fill="#fff" />
            <ellipse cx="160" cy="94" rx="6" ry="32" fill="#ffb3c1" />
          </g>
          <g transform="rotate(10 200 130)">
            <ellipse cx="200" cy="96" rx="14" ry="42" fill="#fff" />
            <ellipse cx="200" cy="98" rx="6" ry="30" fill="#ffb3c1" />
          </g>
        </g>
        <ellipse cx="180" cy="131" rx="60" ry="14" fill={`url(#${id}-hole)`} />
        <g className={styles.sparkles}>
          <path d="M112 36l3 8 8 3-8 3-3 8-3-8-8-3 8-3Z" />
          <path d="M254 22l2 6 6 2-6 2-2 6-2-6-6-2 6-2Z" />
          <path d="M236 70l1.5 4 4 1.5-4 1.5-1.5 4-1.5-4-4-1.5 4-1.5Z" />
        </g>
      </svg>
      <h1 id={`${id}-title`} className={styles.title}>
        {t('pages.notFound.title')}
      </h1>
      <p className={styles.detail}>{detail}</p>
      <p className={styles.hint}>{t('pages.notFound.hint')}</p>
      <AppLink to="/lobby/" className={cx(ui.button, ui.cta, ui.large)}>
        {t('pages.notFound.goHome')}
      </AppLink>
    </section>
  );
}
