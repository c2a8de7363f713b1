import { useTranslation } from '../../i18n/react.tsx';
import type { Route } from './+types/tournaments-route';
import { pageMeta } from '../../components/shell/meta.ts';
import { PageBody, PageHeader } from '../../components/shell/page.tsx';
import { TournamentsPage } from './tournaments-page.tsx';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'tournaments.page.title');

export default function Tournaments() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        eyebrow={t('tournaments.page.eyebrow')}
        title={t('tournaments.page.title')}
        lead={t('tournaments.page.lead')}
        icon="trophy"
      />
      <PageBody>
        <TournamentsPage />
      </PageBody>
    </>
  );
}
