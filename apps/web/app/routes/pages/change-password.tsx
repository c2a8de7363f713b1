import { useTranslation } from '../../i18n/react.tsx';
import type { Route } from './+types/change-password';
import { pageMeta } from '../../components/shell/meta.ts';
import { PageBody, PageHeader } from '../../components/shell/page.tsx';
import { ChangePasswordPanel } from '../../features/password/index.ts';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, 'pages.guarded.changePassword.title');

export default function ChangePasswordPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        eyebrow={t('pages.guarded.eyebrow')}
        title={t('pages.guarded.changePassword.title')}
        lead={t('pages.guarded.changePassword.lead')}
        icon="lock"
      />
      <PageBody narrow>
        <ChangePasswordPanel />
      </PageBody>
    </>
  );
}
