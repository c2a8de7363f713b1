import { useId } from 'react';
import { useRevalidator } from 'react-router';
import type { Profile } from '@casino/contracts';
import { useTranslation } from '../../i18n/react.tsx';
import { cx } from '../../components/shell/cx.ts';
import { SingleFieldForm } from '../../components/ui/form/single-field-form.tsx';
import { toast } from '../../components/ui/toast.ts';
import ui from '../../styles/ui.module.css';
import { saveDisplayName } from './profile-api.ts';
import styles from './profile.module.css';

/**
 * Account → Personal info: the name the player is known by. The server checks it for abuse and for another
 * player of the brand using it; saved, the header (root data) shows it at once.
 */
export function DisplayNameForm({
  profile,
  onSaved,
}: {
  profile: Profile;
  onSaved: (profile: Profile) => void;
}) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const titleId = useId();
  return (
    <section className={cx(ui.card, styles.card)} aria-labelledby={titleId} data-section="display-name">
      <h2 id={titleId} className={styles.cardTitle}>
        {t('profile.displayName.title')}
      </h2>
      <p className={styles.settingHint}>{t('profile.displayName.text')}</p>
      <SingleFieldForm
        kind="displayName"
        defaultValue={profile.displayName ?? ''}
        form="display-name"
        trackAs="display_name"
        label={t('profile.displayName.label')}
        placeholder={t('profile.displayName.placeholder')}
        submitLabel={t('profile.displayName.submit')}
        onSubmit={async (displayName) => {
          onSaved(await saveDisplayName(displayName));
          toast.success(t('profile.displayName.saved'));
          void revalidator.revalidate();
        }}
      />
    </section>
  );
}
