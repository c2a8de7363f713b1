import { redirect } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/signin';
import { AppLink } from '../../components/shell/app-link.tsx';
import { pageMeta } from '../../components/shell/meta.ts';
import styles from '../../styles/pages/auth-page.module.css';
import { LoginForm } from '../../features/auth/index.ts';
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
      'signin',
      localeFromPath(url.pathname),
      url.searchParams.get('redirectTo') ?? undefined,
    ),
  );
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'pages.signin.title');

/** The auth layout's card content; the sign-in form mounts into the auth-form slot. */
export default function SignIn() {
  const { t } = useTranslation();
  const onSuccess = useAfterAuth();
  return (
    <section className={styles.page} aria-labelledby="signin-title">
      <div className={styles.head}>
        <h1 id="signin-title" className={styles.title}>
          {t('pages.signin.title')}
        </h1>
        <p className={styles.lead}>{t('pages.signin.lead')}</p>
      </div>
      <div data-slot="auth-form" className={styles.slot}>
        <LoginForm hideSwitch onSuccess={onSuccess} />
      </div>
      <p className={styles.switch}>
        {t('pages.signin.switch')} <AppLink to="/signup/">{t('pages.signin.switchLink')}</AppLink>
      </p>
    </section>
  );
}
