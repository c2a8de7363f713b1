import { useTranslation } from '../../i18n/react.tsx';
import type { Route } from './+types/referral-route';
import { pageMeta } from '../../components/shell/meta.ts';
import { PageBody, PageHeader } from '../../components/shell/page.tsx';
import { ReferralPage } from './referral-page.tsx';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'referral.page.title');

export default function Referral() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        eyebrow={t('referral.page.eyebrow')}
        title={t('referral.page.title')}
        lead={t('referral.page.lead')}
        icon="heart"
      />
      <PageBody>
        <ReferralPage />
      </PageBody>
    </>
  );
}
