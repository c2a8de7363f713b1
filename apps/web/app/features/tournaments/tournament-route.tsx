import { useTranslation } from '../../i18n/react.tsx';
import { useParams } from 'react-router';
import type { Route } from './+types/tournament-route';
import { pageMeta } from '../../components/shell/meta.ts';
import { PageBody, PageHeader } from '../../components/shell/page.tsx';
import { TournamentDetail } from './tournament-detail.tsx';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'tournaments.page.title');

export default function TournamentPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  return (
    <>
      <PageHeader
        eyebrow={t('tournaments.page.eyebrow')}
        title={t('tournaments.page.detailTitle')}
        icon="trophy"
      />
      <PageBody>
        {Number.isInteger(id) && id > 0 ? (
          <TournamentDetail key={id} id={id} />
        ) : (
          <p role="alert">{t('tournaments.notFound')}</p>
        )}
      </PageBody>
    </>
  );
}
