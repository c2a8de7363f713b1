import { useTranslation } from '../../i18n/react.tsx';
import type { Route } from './+types/tournaments-how-it-works-route';
import { pageMeta } from '../../components/shell/meta.ts';
import { PageBody, PageHeader } from '../../components/shell/page.tsx';
import { TournamentsHowItWorks } from './how-it-works.tsx';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'tournaments.howItWorks.title');

export default function TournamentsHowItWorksPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        eyebrow={t('tournaments.page.eyebrow')}
        title={t('tournaments.howItWorks.title')}
        lead={t('tournaments.howItWorks.lead')}
        icon="trophy"
      />
      <PageBody narrow>
        <TournamentsHowItWorks />
      </PageBody>
    </>
  );
}
