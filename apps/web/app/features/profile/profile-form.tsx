import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.tsx';
import { z } from 'zod';
import {
  MIN_PLAYER_AGE,
  PERSONAL_FIELD_SCHEMAS,
  todayIso,
  US_STATE_CODES,
  US_STATES,
  type PersonalFieldKey,
  type Profile,
  type ProfileUpdate,
} from '@casino/contracts';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/form/text-field.tsx';
import { MASKS } from '../../components/ui/form/input-mask.ts';
import { fieldErrorText } from '../../components/ui/form/field-error-text.ts';
import { applyServerError } from '../../components/ui/form/server-errors.ts';
import { FormError } from '../../components/ui/form/form-error.tsx';
import { trackError, trackSendForm } from '../../lib/analytics/data-layer.ts';
import { saveProfile } from './profile-api.ts';
import { SelectField } from './select-field.tsx';
import styles from './profile.module.css';

type Values = Record<PersonalFieldKey, string>;

/** Empty stays empty; anything typed must pass the field's own rule (and its message is shown). */
const emptyOr = (base: z.ZodType) =>
  z.string().transform((value, ctx) => {
    if (value.trim() === '') return '';
    const checked = base.safeParse(value);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });

/** Latest date of birth of an adult today, for the date picker's upper bound. */
const latestBirthDay = () => {
  const today = todayIso();
  return `${Number(today.slice(0, 4)) - MIN_PLAYER_AGE}${today.slice(4)}`;
};

export interface ProfileFormProps {
  profile: Profile;
  /** Which fields to show, in order (address2 is always optional). */
  fields: readonly PersonalFieldKey[];
  /**
   * complete: every shown field must be filled and all are sent;
   * edit: a field that is empty may stay empty, and only changed fields are sent.
   */
  mode: 'complete' | 'edit';
  submitLabel: string;
  onSaved: (profile: Profile) => void;
  onCancel?: () => void;
  /** Analytics form name. */
  formName: string;
}

/** The personal details form, for /complete-profile and the account's personal info. */
export function ProfileForm({
  profile,
  fields,
  mode,
  submitLabel,
  onSaved,
  onCancel,
  formName,
}: ProfileFormProps) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      z.object(
        Object.fromEntries(
          fields.map((field) => {
            const base = PERSONAL_FIELD_SCHEMAS[field];
            // Left empty while editing means "not now", unless it was filled before (no clearing).
            const optional = mode === 'edit' && !profile[field] && field !== 'address2';
            return [field, optional ? emptyOr(base) : base];
          }),
        ),
      ),
    [fields, mode, profile],
  );
  const defaultValues = useMemo(
    () => Object.fromEntries(fields.map((field) => [field, profile[field] ?? ''])) as Values,
    [fields, profile],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, dirtyFields },
  } = useForm<Values, unknown, Partial<ProfileUpdate>>({
    resolver: zodResolver(schema) as never,
    mode: 'onTouched',
    defaultValues,
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const changes: Partial<Record<PersonalFieldKey, unknown>> = {};
    for (const field of fields) {
      const value = values[field];
      if (value === '' || value === undefined) continue;
      if (mode === 'edit' && !dirtyFields[field]) continue;
      changes[field] = value;
    }
    if (Object.keys(changes).length === 0) {
      if (mode === 'edit') onCancel?.();
      return;
    }
    try {
      const saved = await saveProfile(changes as ProfileUpdate);
      trackSendForm({ form_name: formName });
      onSaved(saved);
    } catch (error) {
      const message = applyServerError<Values>(error, fields, setError, t);
      setFormError(message);
      trackError({ message, form_name: formName });
    }
  });

  const field = (key: PersonalFieldKey) => {
    const error = fieldErrorText(errors[key]?.message, t);
    const label = t(`profile.fields.${key}`);
    if (key === 'state')
      return (
        <SelectField
          key={key}
          label={label}
          error={error}
          autoComplete="address-level1"
          {...register('state')}
        >
          <option value="">{t('profile.fields.statePlaceholder')}</option>
          {US_STATE_CODES.map((code) => (
            <option key={code} value={code}>
              {US_STATES[code]}
            </option>
          ))}
        </SelectField>
      );
    const props = {
      name: { autoComplete: 'given-name' },
      surname: { autoComplete: 'family-name' },
      birthDay: { type: 'date', autoComplete: 'bday', max: latestBirthDay(), min: '1900-01-01' },
      city: { autoComplete: 'address-level2' },
      address: { autoComplete: 'address-line1' },
      address2: { autoComplete: 'address-line2', placeholder: t('profile.fields.address2Placeholder') },
      zip: {
        autoComplete: 'postal-code',
        inputMode: 'numeric' as const,
        placeholder: '12345',
        mask: MASKS.zip,
      },
    }[key];
    return (
      <TextField
        key={key}
        label={label}
        error={error}
        className={key === 'address' || key === 'address2' ? styles.wide : undefined}
        {...props}
        {...register(key)}
      />
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-form={formName}>
      <div className={styles.grid}>{fields.map(field)}</div>
      <FormError>{formError}</FormError>
      <div className={styles.actions}>
        <Button type="submit" disabled={isSubmitting} loading={isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            {t('profile.form.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
