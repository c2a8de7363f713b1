import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { Route } from './+types/signup';
import { Icon } from '../../components/shell/icons.tsx';
import { pageMeta } from '../../components/shell/meta.ts';
import { SignupForm } from '../../features/auth/index.ts';
import { useWelcomeOffer } from '../../lib/welcome-offer.ts';
import styles from '../../styles/pages/auth-page.module.css';
import { AuthPage, authPageLoader } from './auth-page.tsx';

export const loader = authPageLoader('signup');

/** Issue #18: a visitor in a closed state (or a 21+ one) is told before registering; its own chunk. */
const StateRulesNotice = lazy(() => import('../../features/state-rules/state-rules-notice.tsx'));

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'pages.signup.title');

export default function SignUp() {
  const { t } = useTranslation();
  const offer = useWelcomeOffer();
  return (
    <AuthPage
      kind="signup"
      intro={
        <>
          <Suspense fallback={null}>
            <StateRulesNotice />
          </Suspense>
          <p className={styles.offer}>
            <Icon name="gift" size={22} />
            <span>
              <strong>{t('pages.signup.offerTitle')}</strong>
              <span>{t('pages.signup.offerText', offer)}</span>
            </span>
          </p>
        </>
      }
      form={(onSuccess) => <SignupForm hideSwitch onSuccess={onSuccess} />}
    />
  );
}
