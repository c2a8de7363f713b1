import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocation } from 'react-router';
import type { Route } from './+types/static-page';
import { AppLink } from '../../components/shell/app-link.tsx';
import { cx } from '../../components/shell/cx.ts';
import { Icon, type IconName } from '../../components/shell/icons.tsx';
import { PageErrorBoundary, throwInvalidPage } from '../../components/shell/invalid-page.tsx';
import { pageMeta } from '../../components/shell/meta.ts';
import { PageBody, PageHeader } from '../../components/shell/page.tsx';
import ui from '../../styles/ui.module.css';
import styles from '../../styles/pages/static-page.module.css';

const STATIC_PAGES = ['sweepstakes-rules', 'terms', 'privacy', 'responsible-play', 'support'] as const;
type StaticPageName = (typeof STATIC_PAGES)[number];
const isStaticPage = (name: string | undefined): name is StaticPageName =>
  (STATIC_PAGES as readonly string[]).includes(name ?? '');

/** Message key of each page (keys are camelCase, paths kebab-case). */
const KEY: Record<StaticPageName, string> = {
  'sweepstakes-rules': 'sweepstakesRules',
  terms: 'terms',
  privacy: 'privacy',
  'responsible-play': 'responsiblePlay',
  support: 'support',
};

const ICON: Record<StaticPageName, IconName> = {
  'sweepstakes-rules': 'book',
  terms: 'book',
  privacy: 'lock',
  'responsible-play': 'heart',
  support: 'headset',
};

export function loader({ params, request }: Route.LoaderArgs) {
  if (!isStaticPage(params.name)) throwInvalidPage(request);
  return { name: params.name };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(matches, `pages.static.${KEY[loaderData.name]}.title`)
    : pageMeta(matches, 'pages.notFound.metaTitle');

interface Section {
  title: string;
  body: string;
  /** A section whose terms come from data: `freeEntry` (the brand's mail-in terms, issue #18). */
  data?: string;
}

const FreeEntryRules = lazy(() => import('../../features/free-entry/free-entry-rules.tsx'));

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const key = KEY[loaderData.name];
  const raw: unknown = t(`pages.static.${key}.sections`, { returnObjects: true });
  const sections = raw && typeof raw === 'object' ? Object.values(raw as Record<string, Section>) : [];

  return (
    <>
      <PageHeader
        eyebrow={t(`pages.static.${key}.eyebrow`)}
        title={t(`pages.static.${key}.title`)}
        lead={t(`pages.static.${key}.lead`)}
        icon={ICON[loaderData.name]}
      />
      <PageBody>
        <div className={styles.layout}>
          <article className={cx(ui.card, styles.article)}>
            {(loaderData.name === 'support' || loaderData.name === 'responsible-play') && (
              <div className={styles.contact}>
                <AppLink
                  to={`${pathname}?openSupport=true`}
                  className={cx(ui.button, ui.cta)}
                  preventScrollReset
                >
                  <Icon name="headset" size={20} />
                  {t(`pages.static.${key}.chat`)}
                </AppLink>
                {loaderData.name === 'support' && (
                  <p className={styles.contactNote}>{t('pages.static.support.chatNote')}</p>
                )}
              </div>
            )}
            {sections.map((section, index) => (
              <section
                key={section.title}
                className={styles.section}
                aria-labelledby={`static-section-${index}`}
              >
                <h2 id={`static-section-${index}`} className={styles.sectionTitle}>
                  <span className={styles.sectionNumber} aria-hidden="true">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  {section.title}
                </h2>
                {section.body.split('\n\n').map((paragraph) => (
                  <p key={paragraph.slice(0, 40)} className={styles.paragraph}>
                    {paragraph}
                  </p>
                ))}
                {section.data === 'freeEntry' && (
                  <Suspense fallback={null}>
                    <FreeEntryRules />
                  </Suspense>
                )}
              </section>
            ))}
          </article>

          <nav className={styles.aside} aria-label={t('pages.static.nav')}>
            <h2 className={styles.asideTitle}>{t('pages.static.nav')}</h2>
            <ul className={styles.asideList}>
              {STATIC_PAGES.map((name) => (
                <li key={name}>
                  <AppLink
                    to={`/page/${name}`}
                    className={cx(styles.asideLink, name === loaderData.name && styles.asideActive)}
                    aria-current={name === loaderData.name ? 'page' : undefined}
                  >
                    <Icon name={ICON[name]} size={18} />
                    {t(`pages.static.${KEY[name]}.title`)}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </PageBody>
    </>
  );
}

export const ErrorBoundary = PageErrorBoundary;
