import { useTranslation } from '../../i18n/react.tsx';
import type { Route } from './+types/complete-profile';
import { pageMeta } from '../../components/shell/meta.ts';
import { PageBody, PageHeader } from '../../components/shell/page.tsx';
import { CompleteProfileView } from '../../features/profile/index.ts';
import styles from './account/account.module.css';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'profile.complete.title');

export default function CompleteProfilePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        eyebrow={t('profile.complete.eyebrow')}
        title={t('profile.complete.title')}
        lead={t('profile.complete.lead')}
        icon="user"
      />
      <PageBody narrow>
        <div className={styles.page}>
          <CompleteProfileView />
        </div>
      </PageBody>
    </>
  );
}
