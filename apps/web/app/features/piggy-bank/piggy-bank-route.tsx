import { useTranslation } from '../../i18n/react.tsx';
import type { Route } from './+types/piggy-bank-route';
import { pageMeta } from '../../components/shell/meta.ts';
import { PageBody, PageHeader } from '../../components/shell/page.tsx';
import { PiggyBankPage } from './piggy-bank-modals.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'piggyBank.title');

export default function PiggyBank() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        eyebrow={t('pages.promoEyebrow')}
        title={t('piggyBank.title')}
        lead={t('piggyBank.lead')}
        icon="coins"
      />
      <PageBody narrow>
        <PiggyBankPage />
      </PageBody>
    </>
  );
}
