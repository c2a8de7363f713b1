import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import {
  PERSONAL_FIELD_SCHEMAS,
  type PersonalFieldKey,
  type Profile,
  type ProfileUpdate,
} from '@casino/contracts';
import { Button } from '../../components/ui/button.tsx';
import { fieldErrorText } from '../../components/ui/form/field-error-text.ts';
import { FormError } from '../../components/ui/form/form-error.tsx';
import { TextField } from '../../components/ui/form/text-field.tsx';
import { trackSendForm } from '../../lib/analytics/data-layer.ts';
import { httpErrorText, isHttpError } from '../../lib/http/http-client.ts';
import { fetchProfile, saveProfile } from './cashier-api.ts';
import styles from './cashier.module.css';

/** What makes a profile complete for offers (the server's rule: name, surname and birthday). */
const COMPLETING_FIELDS = ['name', 'surname', 'birthDay'] as const satisfies readonly PersonalFieldKey[];

/** The completing fields this player has not filled yet. */
const missingFields = (profile: Profile): PersonalFieldKey[] =>
  COMPLETING_FIELDS.filter((key) => !profile[key]);

/**
 * /cash/account/?isOutsideCash=true: a promo offer that needs a complete profile sends the player
 * here first; the missing fields are saved through the profile API, then the cashier goes back.
 */
export function AccountScreen({ onDone }: { onDone: () => Promise<void> | void }) {
  const { t } = useTranslation();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [values, setValues] = useState<Partial<Record<PersonalFieldKey, string>>>({});
  const [errors, setErrors] = useState<Partial<Record<PersonalFieldKey, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    fetchProfile()
      .then((loaded) => {
        if (!live) return;
        if (missingFields(loaded).length === 0) void onDone();
        else setProfile(loaded);
      })
      .catch((error: unknown) => live && setFormError(httpErrorText(error, t)));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load once per visit
  }, []);

  if (!profile)
    return formError ? (
      <p className={styles.error} role="alert">
        {formError}
      </p>
    ) : (
      <div className={styles.processing} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {t('profile.loading')}
      </div>
    );

  const fields = missingFields(profile);
  const translate = (message: string) => fieldErrorText(message, t) ?? message;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const nextErrors: Partial<Record<PersonalFieldKey, string>> = {};
    const changes: Record<string, unknown> = {};
    for (const key of fields) {
      const checked = PERSONAL_FIELD_SCHEMAS[key].safeParse(values[key] ?? '');
      if (checked.success) changes[key] = checked.data;
      else nextErrors[key] = translate(checked.error.issues[0]?.message ?? '');
    }
    setErrors(nextErrors);
    if (Object.keys(nextErrors).length > 0) return;
    setSaving(true);
    setFormError(null);
    try {
      await saveProfile(changes as ProfileUpdate);
      trackSendForm({ form_name: 'cash_account', location: 'cashier' });
      await onDone();
    } catch (error) {
      if (isHttpError(error))
        setErrors(
          Object.fromEntries(
            fields.flatMap((key) =>
              error.fieldError(key) ? [[key, translate(error.fieldError(key)!)]] : [],
            ),
          ),
        );
      setFormError(httpErrorText(error, t));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className={styles.section}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-form="cash_account"
    >
      <p className={styles.note}>{t('cashier.account.lead')}</p>
      <div className={styles.accountForm}>
        {fields.map((key) => (
          <TextField
            key={key}
            label={t(`profile.fields.${key}`)}
            type={key === 'birthDay' ? 'date' : 'text'}
            name={key}
            value={values[key] ?? ''}
            placeholder={key === 'state' ? 'NY' : key === 'zip' ? '12345' : undefined}
            error={errors[key]}
            onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
          />
        ))}
      </div>
      <FormError className={styles.error}>{formError}</FormError>
      <Button type="submit" block loading={saving} disabled={saving}>
        {t('cashier.account.save')}
      </Button>
    </form>
  );
}
