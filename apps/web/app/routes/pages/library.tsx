import { useTranslation } from 'react-i18next';
import type { Route } from './+types/library';
import { AppLink } from '../../components/shell/app-link.tsx';
import { cx } from '../../components/shell/cx.ts';
import { pageMeta } from '../../components/shell/meta.ts';
import { PageBody, PageHeader, Placeholder } from '../../components/shell/page.tsx';
import ui from '../../styles/ui.module.css';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'pages.library.title');

export default function Library() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        eyebrow={t('pages.games.eyebrow')}
        title={t('pages.library.title')}
        lead={t('pages.library.lead')}
        icon="book"
      />
      <PageBody narrow>
        <Placeholder icon="lobby" title={t('pages.library.emptyTitle')} text={t('pages.library.emptyText')}>
          <AppLink to="/games/allGames" className={cx(ui.button, ui.cta)}>
            {t('pages.library.browse')}
          </AppLink>
        </Placeholder>
      </PageBody>
    </>
  );
}
