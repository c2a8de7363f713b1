import { useTranslation } from '../../i18n/react.tsx';
import { useRevalidator } from 'react-router';
import { AppLink } from '../../components/shell/app-link.tsx';
import { cx } from '../../components/shell/cx.ts';
import { Icon } from '../../components/shell/icons.tsx';
import { toast } from '../../components/ui/toast.ts';
import ui from '../../styles/ui.module.css';
import { fieldsToComplete, needsPhone } from './profile-fields.ts';
import { ProfileForm } from './profile-form.tsx';
import { ProfileGate } from './profile-status.tsx';
import { useProfile } from './use-profile.ts';
import styles from './profile.module.css';

/** /complete-profile: only the fields the server still misses, for this brand's full or easy set. */
export function CompleteProfileView() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const { state, reload, replace } = useProfile();
  return (
    <ProfileGate state={state} onRetry={() => void reload()}>
      {(profile) => {
        const fields = fieldsToComplete(profile);
        const phone = needsPhone(profile);
        if (fields.length === 0 && !phone)
          return (
            <div className={cx(ui.card, styles.success)} data-state="profile-complete">
              <span className={styles.successIcon} aria-hidden="true">
                <Icon name="check" size={30} />
              </span>
              <h2 className={styles.cardTitle}>{t('profile.complete.doneTitle')}</h2>
              <p className={styles.muted}>{t('profile.complete.doneText')}</p>
              <div className={styles.actions}>
                <AppLink to="/lobby/" className={cx(ui.button, ui.cta)}>
                  {t('profile.complete.toLobby')}
                </AppLink>
                <AppLink to="/account/personal-info" className={cx(ui.button, ui.ghost)}>
                  {t('profile.complete.toAccount')}
                </AppLink>
              </div>
            </div>
          );
        return (
          <section className={cx(ui.card, styles.card)} aria-labelledby="complete-profile-title">
            <div>
              <h2 id="complete-profile-title" className={styles.cardTitle}>
                {t('profile.complete.formTitle')}
              </h2>
              <p className={styles.muted}>
                {t(
                  profile.easyProfileModuleEnabled
                    ? 'profile.complete.easyLead'
                    : 'profile.complete.fullLead',
                )}
              </p>
            </div>
            {fields.length > 0 ? (
              <ProfileForm
                profile={profile}
                fields={fields}
                mode="complete"
                formName="complete_profile"
                submitLabel={t('profile.complete.submit')}
                onSaved={(saved) => {
                  replace(saved);
                  toast.success(t('profile.saved'));
                  void revalidator.revalidate();
                }}
              />
            ) : null}
            {phone ? (
              <div className={styles.phoneRow}>
                <p>{t('profile.complete.phoneText')}</p>
                <AppLink to="/phone-edit" className={cx(ui.button, ui.ghost, ui.small)}>
                  {t('profile.complete.phoneAction')}
                </AppLink>
              </div>
            ) : null}
          </section>
        );
      }}
    </ProfileGate>
  );
}
