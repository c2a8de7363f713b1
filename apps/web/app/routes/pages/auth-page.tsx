import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { AppLink } from '../../components/shell/app-link.tsx';
import { localeFromPath } from '../../i18n/locale.ts';
import { authEntryUrl } from '../../lib/auth-entry.ts';
import { requestServicesContext } from '../../lib/server-context.ts';
import { useAfterAuth } from '../../lib/use-after-auth.ts';
import styles from '../../styles/pages/auth-page.module.css';

export type AuthPageKind = 'signin' | 'signup';

const OTHER: Record<AuthPageKind, AuthPageKind> = { signin: 'signup', signup: 'signin' };

/** Brands without an auth page send /signin/ and /signup/ to the modal on the home page. */
export function authPageLoader(kind: AuthPageKind) {
  return ({ request, context }: LoaderFunctionArgs) => {
    const { brand } = context.get(requestServicesContext);
    if (brand.capabilities.authPage) return null;
    const url = new URL(request.url);
    throw redirect(
      authEntryUrl(
        brand,
        kind,
        localeFromPath(url.pathname),
        url.searchParams.get('redirectTo') ?? undefined,
      ),
    );
  };
}

/**
 * The auth layout's card content of /signin/ and /signup/: title, lead, `intro` (the sign-up offer), the
 * form (mounted into the auth-form slot, told where to go after success) and the link to the other page.
 */
export function AuthPage({
  kind,
  intro,
  form,
}: {
  kind: AuthPageKind;
  intro?: ReactNode;
  form: (onSuccess: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const onSuccess = useAfterAuth();
  return (
    <section className={styles.page} aria-labelledby={`${kind}-title`}>
      <div className={styles.head}>
        <h1 id={`${kind}-title`} className={styles.title}>
          {t(`pages.${kind}.title`)}
        </h1>
        <p className={styles.lead}>{t(`pages.${kind}.lead`)}</p>
      </div>
      {intro}
      <div data-slot="auth-form" className={styles.slot}>
        {form(onSuccess)}
      </div>
      <p className={styles.switch}>
        {t(`pages.${kind}.switch`)} <AppLink to={`/${OTHER[kind]}/`}>{t(`pages.${kind}.switchLink`)}</AppLink>
      </p>
    </section>
  );
}
