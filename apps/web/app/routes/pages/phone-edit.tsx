import { useTranslation } from '../../i18n/react.tsx';
import type { Route } from './+types/phone-edit';
import { pageMeta } from '../../components/shell/meta.ts';
import { PageBody, PageHeader } from '../../components/shell/page.tsx';
import { ContactCard, PhoneEditView } from '../../features/contact/index.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'pages.guarded.phoneEdit.title');

export default function PhoneEditPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        eyebrow={t('pages.guarded.eyebrow')}
        title={t('pages.guarded.phoneEdit.title')}
        lead={t('pages.guarded.phoneEdit.lead')}
        icon="user"
      />
      <PageBody narrow>
        <ContactCard>
          <PhoneEditView />
        </ContactCard>
      </PageBody>
    </>
  );
}
