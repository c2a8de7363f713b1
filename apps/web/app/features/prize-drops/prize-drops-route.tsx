import { useTranslation } from '../../i18n/react.tsx';
import type { Route } from './+types/prize-drops-route';
import { pageMeta } from '../../components/shell/meta.ts';
import { PageBody, PageHeader } from '../../components/shell/page.tsx';
import { PrizeDropsPage } from './prize-drops-page.tsx';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'pages.prizeDrops.title');

export default function PrizeDrops() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        eyebrow={t('pages.promoEyebrow')}
        title={t('pages.prizeDrops.title')}
        lead={t('pages.prizeDrops.lead')}
        icon="drop"
      />
      <PageBody>
        <PrizeDropsPage />
      </PageBody>
    </>
  );
}
