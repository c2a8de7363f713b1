import { useTranslation } from '../../i18n/react.tsx';
import type { Route } from './+types/email-edit';
import { pageMeta } from '../../components/shell/meta.ts';
import { PageBody, PageHeader } from '../../components/shell/page.tsx';
import { ContactCard, EmailEditView } from '../../features/contact/index.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'pages.guarded.emailEdit.title');

export default function EmailEditPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        eyebrow={t('pages.guarded.eyebrow')}
        title={t('pages.guarded.emailEdit.title')}
        lead={t('pages.guarded.emailEdit.lead')}
        icon="user"
      />
      <PageBody narrow>
        <ContactCard>
          <EmailEditView />
        </ContactCard>
      </PageBody>
    </>
  );
}
