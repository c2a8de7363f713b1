import { redirect } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/signup';
import { AppLink } from '../../components/shell/app-link.tsx';
import { Icon } from '../../components/shell/icons.tsx';
import { pageMeta } from '../../components/shell/meta.ts';
import styles from '../../styles/pages/auth-page.module.css';
import { SignupForm } from '../../features/auth/index.ts';
import { authEntryUrl } from '../../lib/auth-entry.ts';
import { useAfterAuth } from '../../lib/use-after-auth.ts';
import { requestServicesContext } from '../../lib/server-context.ts';
import { localeFromPath } from '../../i18n/locale.ts';

/** Brands without an auth page sign in through the modal on the home page. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { brand } = context.get(requestServicesContext);
  if (brand.capabilities.authPage) return null;
  const url = new URL(request.url);
  throw redirect(
    authEntryUrl(
      brand,
      'signup',
      localeFromPath(url.pathname),
      url.searchParams.get('redirectTo') ?? undefined,
    ),
  );
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'pages.signup.title');

/** The auth layout's card content; the sign-up form mounts into the auth-form slot. */
export default function SignUp() {
  const { t } = useTranslation();
  const onSuccess = useAfterAuth();
  return (
    <section className={styles.page} aria-labelledby="signup-title">
      <div className={styles.head}>
        <h1 id="signup-title" className={styles.title}>
          {t('pages.signup.title')}
        </h1>
        <p className={styles.lead}>{t('pages.signup.lead')}</p>
      </div>
      <p className={styles.offer}>
        <Icon name="gift" size={22} />
        <span>
          <strong>{t('pages.signup.offerTitle')}</strong>
          <span>{t('pages.signup.offerText')}</span>
        </span>
      </p>
      <div data-slot="auth-form" className={styles.slot}>
        <SignupForm hideSwitch onSuccess={onSuccess} />
      </div>
      <p className={styles.switch}>
        {t('pages.signup.switch')} <AppLink to="/signin/">{t('pages.signup.switchLink')}</AppLink>
      </p>
    </section>
  );
}
