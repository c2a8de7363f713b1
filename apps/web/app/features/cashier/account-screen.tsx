import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
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
import { useApiQuery } from '../../lib/query/api-query.ts';
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
  // The profile page's query: a visit shows what the cache holds while the profile is read again.
  const { state, fetching } = useApiQuery(['profile'], fetchProfile);
  const [values, setValues] = useState<Partial<Record<PersonalFieldKey, string>>>({});
  const [errors, setErrors] = useState<Partial<Record<PersonalFieldKey, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const profile = state.status === 'ready' ? state.data : null;
  const fields = profile ? missingFields(profile) : [];
  const complete = profile !== null && fields.length === 0;
  const leave = useEffectEvent(onDone);
  // Nothing missing, as read now (not as cached): nothing to ask.
  const completeNow = complete && !fetching;
  useEffect(() => {
    if (completeNow) void leave();
  }, [completeNow]);

  if (!profile || complete)
    return state.status === 'error' ? (
      <p className={styles.error} role="alert">
        {httpErrorText(state.error, t)}
      </p>
    ) : (
      <div className={styles.processing} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {t('profile.loading')}
      </div>
    );

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
