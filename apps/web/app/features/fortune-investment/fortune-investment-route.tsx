import { useTranslation } from '../../i18n/react.tsx';
import type { Route } from './+types/fortune-investment-route';
import { pageMeta } from '../../components/shell/meta.ts';
import { PageBody, PageHeader } from '../../components/shell/page.tsx';
import { FortuneInvestmentView } from './fortune-investment-view.tsx';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'fortuneInvestment.title');

export default function FortuneInvestment() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        eyebrow={t('pages.promoEyebrow')}
        title={t('fortuneInvestment.title')}
        lead={t('fortuneInvestment.lead')}
        icon="sparkle"
      />
      <PageBody>
        <FortuneInvestmentView />
      </PageBody>
    </>
  );
}
