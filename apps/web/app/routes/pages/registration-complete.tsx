import { useTranslation } from '../../i18n/react.tsx';
import { redirect, useNavigate, useRevalidator } from 'react-router';
import { registrationCompletePath } from '@casino/contracts/values';
import type { Route } from './+types/registration-complete';
import { AppLink } from '../../components/shell/app-link.tsx';
import { cx } from '../../components/shell/cx.ts';
import { pageMeta } from '../../components/shell/meta.ts';
import { PageBody, PageHeader, Placeholder } from '../../components/shell/page.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { toast } from '../../components/ui/toast.ts';
import { RegistrationCompleteForm } from '../../features/profile/index.ts';
import { localeFromPath, localizePath } from '../../i18n/locale.ts';
import { authEntryUrl } from '../../lib/auth-entry.ts';
import { requestServicesContext } from '../../lib/server-context.ts';
import ui from '../../styles/ui.module.css';
import styles from './account/account.module.css';

/** A brand without the page completes a registration in its modal on the home page (docs/brands.md). */
export function loader({ request, context }: Route.LoaderArgs) {
  const { brand } = context.get(requestServicesContext);
  if (brand.capabilities.registrationCompletePage) return null;
  const locale = localeFromPath(new URL(request.url).pathname);
  throw redirect(registrationCompletePath(brand, (path) => localizePath(path, locale)));
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'profile.registration.title');

/**
 * Shown when registration is incomplete: a one-click account (no email, generated password) adds its
 * email and a password of its own. Complete accounts and guests get a plain note instead of the form.
 */
export default function RegistrationCompletePage() {
  const { t } = useTranslation();
  const { appInit, brand, locale } = useRootData();
  const revalidator = useRevalidator();
  const navigate = useNavigate();

  let body;
  if (appInit.isGuest)
    body = (
      <Placeholder
        icon="user"
        title={t('profile.registration.guestTitle')}
        text={t('profile.registration.guestText')}
      >
        <a
          href={authEntryUrl(brand, 'signin', locale, localizePath('/registration-complete/', locale))}
          className={cx(ui.button, ui.cta)}
        >
          {t('profile.registration.signIn')}
        </a>
      </Placeholder>
    );
  else if (appInit.email !== null)
    body = (
      <Placeholder
        icon="check"
        title={t('profile.registration.doneTitle')}
        text={t('profile.registration.doneText')}
      >
        <AppLink to="/complete-profile" className={cx(ui.button, ui.cta)}>
          {t('profile.registration.toProfile')}
        </AppLink>
        <AppLink to="/lobby/" className={cx(ui.button, ui.ghost)}>
          {t('profile.registration.toLobby')}
        </AppLink>
      </Placeholder>
    );
  else
    body = (
      <section className={cx(ui.card, styles.card)} aria-labelledby="registration-form-title">
        <div>
          <h2 id="registration-form-title" className={styles.cardTitle}>
            {t('profile.registration.formTitle')}
          </h2>
          <p className={styles.lead}>{t('profile.registration.formLead', { login: appInit.login ?? '' })}</p>
        </div>
        <RegistrationCompleteForm
          onDone={() => {
            toast.success(t('profile.registration.saved'));
            void revalidator.revalidate();
            void navigate(localizePath('/complete-profile', locale));
          }}
        />
      </section>
    );

  return (
    <>
      <PageHeader
        eyebrow={t('profile.registration.eyebrow')}
        title={t('profile.registration.title')}
        lead={t('profile.registration.lead', { appName: brand.appName })}
        icon="user"
      />
      <PageBody narrow>
        <div className={styles.page}>{body}</div>
      </PageBody>
    </>
  );
}
