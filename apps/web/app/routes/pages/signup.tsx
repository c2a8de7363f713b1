import { useTranslation } from 'react-i18next';
import type { Route } from './+types/signup';
import { Icon } from '../../components/shell/icons.tsx';
import { pageMeta } from '../../components/shell/meta.ts';
import { SignupForm } from '../../features/auth/index.ts';
import styles from '../../styles/pages/auth-page.module.css';
import { AuthPage, authPageLoader } from './auth-page.tsx';

export const loader = authPageLoader('signup');

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'pages.signup.title');

export default function SignUp() {
  const { t } = useTranslation();
  return (
    <AuthPage
      kind="signup"
      intro={
        <p className={styles.offer}>
          <Icon name="gift" size={22} />
          <span>
            <strong>{t('pages.signup.offerTitle')}</strong>
            <span>{t('pages.signup.offerText')}</span>
          </span>
        </p>
      }
      form={(onSuccess) => <SignupForm hideSwitch onSuccess={onSuccess} />}
    />
  );
}
