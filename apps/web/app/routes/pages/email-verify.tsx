import { useTranslation } from '../../i18n/react.tsx';
import type { Route } from './+types/email-verify';
import { pageMeta } from '../../components/shell/meta.ts';
import { PageBody, PageHeader } from '../../components/shell/page.tsx';
import { ContactCard, EmailVerifyView } from '../../features/contact/index.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'pages.guarded.emailVerify.title');

export default function EmailVerifyPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        eyebrow={t('pages.guarded.eyebrow')}
        title={t('pages.guarded.emailVerify.title')}
        lead={t('pages.guarded.emailVerify.lead')}
        icon="check"
      />
      <PageBody narrow>
        <ContactCard>
          <EmailVerifyView />
        </ContactCard>
      </PageBody>
    </>
  );
}
