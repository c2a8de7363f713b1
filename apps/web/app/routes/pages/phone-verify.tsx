import { useTranslation } from '../../i18n/react.tsx';
import type { Route } from './+types/phone-verify';
import { pageMeta } from '../../components/shell/meta.ts';
import { PageBody, PageHeader } from '../../components/shell/page.tsx';
import { ContactCard, PhoneVerifyView } from '../../features/contact/index.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'pages.guarded.phoneVerify.title');

export default function PhoneVerifyPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        eyebrow={t('pages.guarded.eyebrow')}
        title={t('pages.guarded.phoneVerify.title')}
        lead={t('pages.guarded.phoneVerify.lead')}
        icon="check"
      />
      <PageBody narrow>
        <ContactCard>
          <PhoneVerifyView />
        </ContactCard>
      </PageBody>
    </>
  );
}
