import { useTranslation } from '../../i18n/react.tsx';
import type { Route } from './+types/promotions';
import { pageMeta } from '../../components/shell/meta.ts';
import { PageBody, PageHeader } from '../../components/shell/page.tsx';
import { PromotionsPage } from '../../features/promotions/index.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'promotions.page.title');

export default function Promotions() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        eyebrow={t('promotions.page.eyebrow')}
        title={t('promotions.page.title')}
        lead={t('promotions.page.lead')}
        icon="gift"
      />
      <PageBody>
        <PromotionsPage />
      </PageBody>
    </>
  );
}
