import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useRevalidator } from 'react-router';
import { PERSONAL_FIELD_KEYS, US_STATES, type PersonalFieldKey, type Profile } from '@casino/contracts';
import { AppLink } from '../../components/shell/app-link.tsx';
import { cx } from '../../components/shell/cx.ts';
import { Icon } from '../../components/shell/icons.tsx';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.ts';
import { formatDate } from './format-date.ts';
import ui from '../../styles/ui.module.css';
import { IDENTITY_FIELDS } from './profile-fields.ts';
import { ProfileForm } from './profile-form.tsx';
import styles from './profile.module.css';

/** Account → Personal info: the player's details, and a form to change them. */
export function PersonalInfo({
  profile,
  onSaved,
}: {
  profile: Profile;
  onSaved: (profile: Profile) => void;
}) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState(false);
  const verified = profile.fraudDetector.verificationCompleted;
  const editable = PERSONAL_FIELD_KEYS.filter((field) => !(verified && IDENTITY_FIELDS.includes(field)));
  const missing = profile.uncompletedProfileFields.length > 0;

  const shown = (field: PersonalFieldKey) => {
    const value = profile[field];
    if (!value) return <span className={styles.missing}>{t('profile.notProvided')}</span>;
    if (field === 'birthDay') return formatDate(value, i18n.language);
    if (field === 'state') return US_STATES[value as keyof typeof US_STATES] ?? value;
    return value;
  };

  return (
    <section
      className={cx(ui.card, styles.card)}
      aria-labelledby="personal-info-title"
      data-section="personal-info"
    >
      <div className={styles.cardHead}>
        <h2 id="personal-info-title" className={styles.cardTitle}>
          {t('account.personalInfo.title')}
        </h2>
        {editing ? null : (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('account.personalInfo.edit')}
          </Button>
        )}
      </div>
      {missing && !editing ? (
        <p className={styles.notice}>
          <Icon name="info" size={20} />
          <span>
            {t('account.personalInfo.incomplete')}{' '}
            <AppLink to="/complete-profile">{t('account.personalInfo.completeLink')}</AppLink>
          </span>
        </p>
      ) : null}
      {verified ? (
        <p className={styles.notice}>
          <Icon name="shield" size={20} />
          <span>{t('account.personalInfo.identityLocked')}</span>
        </p>
      ) : null}
      {editing ? (
        <ProfileForm
          profile={profile}
          fields={editable}
          mode="edit"
          formName="personal_info"
          submitLabel={t('account.personalInfo.save')}
          onCancel={() => setEditing(false)}
          onSaved={(saved) => {
            onSaved(saved);
            setEditing(false);
            toast.success(t('profile.saved'));
            void revalidator.revalidate();
          }}
        />
      ) : (
        <dl className={styles.details}>
          <div className={styles.detail}>
            <dt>{t('profile.fields.login')}</dt>
            <dd>{profile.login}</dd>
          </div>
          {PERSONAL_FIELD_KEYS.map((field) => (
            <div key={field} className={styles.detail}>
              <dt>{t(`profile.fields.${field}`)}</dt>
              <dd data-field={field}>{shown(field)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
