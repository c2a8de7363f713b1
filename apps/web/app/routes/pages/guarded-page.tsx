import { useTranslation } from '../../i18n/react.tsx';
import { useLocation } from 'react-router';
import type { Route } from './+types/guarded-page';
import { type IconName } from '../../components/shell/icons.tsx';
import { pageMeta } from '../../components/shell/meta.ts';
import { PageBody, PageHeader, Placeholder } from '../../components/shell/page.tsx';
import { stripLocale } from '../../i18n/locale.ts';

/** Guarded routes by path without a page of their own (routes.ts GUARDED): message key and icon. */
const PAGES: Record<string, { key: string; icon: IconName }> = {
  game: { key: 'game', icon: 'star' },
};

const pageFor = (pathname: string) =>
  PAGES[stripLocale(pathname).replace(/^\/+|\/+$/g, '')] ?? { key: 'game', icon: 'star' as IconName };

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, `pages.guarded.${pageFor(location.pathname).key}.title`);

export default function GuardedPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const page = pageFor(pathname);
  return (
    <>
      <PageHeader
        eyebrow={t('pages.guarded.eyebrow')}
        title={t(`pages.guarded.${page.key}.title`)}
        lead={t(`pages.guarded.${page.key}.lead`)}
        icon={page.icon}
      />
      <PageBody narrow>
        {/* Marked so the browser suite can check that no navigation link leads here. */}
        <div data-placeholder-page="">
          <Placeholder
            icon={page.icon}
            title={t('pages.guarded.noteTitle')}
            text={t('pages.guarded.noteText')}
          />
        </div>
      </PageBody>
    </>
  );
}
