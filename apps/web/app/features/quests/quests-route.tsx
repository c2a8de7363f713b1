import { useTranslation } from '../../i18n/react.tsx';
import type { Route } from './+types/quests-route';
import { pageMeta } from '../../components/shell/meta.ts';
import { PageBody, PageHeader } from '../../components/shell/page.tsx';
import { QuestsPage } from './quests-page.tsx';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'quests.page.title');

export default function Quests() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        eyebrow={t('pages.promoEyebrow')}
        title={t('quests.page.title')}
        lead={t('quests.page.lead')}
        icon="trophy"
      />
      <PageBody narrow>
        <QuestsPage />
      </PageBody>
    </>
  );
}
