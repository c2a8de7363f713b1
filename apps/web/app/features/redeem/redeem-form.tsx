import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.tsx';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { FormError } from '../../components/ui/form/form-error.tsx';
import { TextField } from '../../components/ui/form/text-field.tsx';
import { toast } from '../../components/ui/toast.ts';
import { httpErrorText, isHttpError } from '../../lib/http/http-client.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { newAttemptKey } from '../../lib/attempt-key.ts';
import { requestRedeem } from './redeem-api.ts';
import { formatWinnings, redeemAmountSchema, SERVER_AMOUNT_ERRORS } from './redeem-amount.ts';
import styles from './redeem.module.css';

/** The amount to redeem, between the minimum and the winnings the server reported. */
export function RedeemForm({
  minimum,
  maximum,
  onChange,
}: {
  minimum: number;
  maximum: number;
  /** After every answer: the winnings and the list may have changed either way. */
  onChange: () => void;
}) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const schema = useMemo(() => redeemAmountSchema({ minimum, maximum }), [minimum, maximum]);
  // One key per attempt: a double click or a resend after a lost answer creates one request.
  const attemptKey = useRef(newAttemptKey());
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, setValue, reset } = useForm<
    z.input<typeof schema>,
    unknown,
    z.output<typeof schema>
  >({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { amount: '' } });
  const limits = {
    minimum: formatWinnings(minimum, i18n.language),
    maximum: formatWinnings(maximum, i18n.language),
  };
  const fieldError = (key: string | undefined) =>
    key ? t(`redeem.errors.${key}`, { defaultValue: key, ...limits }) : undefined;

  const submit = handleSubmit(async ({ amount }) => {
    setFormError(null);
    try {
      await requestRedeem(amount, attemptKey.current);
      attemptKey.current = newAttemptKey();
      reset({ amount: '' });
      toast.success(t('redeem.form.sent'));
      onChange();
    } catch (error) {
      const known = isHttpError(error) && error.code ? SERVER_AMOUNT_ERRORS[error.code] : undefined;
      if (known) setError('amount', { type: 'server', message: known });
      else setFormError(httpErrorText(error, t));
      // Refused: nothing was created, but a fresh key keeps a changed amount from looking like a replay.
      if (isHttpError(error) && error.status >= 400 && error.status < 500)
        attemptKey.current = newAttemptKey();
      onChange();
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-form="redeem">
      <div className={styles.amountRow}>
        <TextField
          className={styles.amountField}
          label={t('redeem.form.amount')}
          inputMode="decimal"
          autoComplete="off"
          placeholder={limits.minimum}
          error={fieldError(formState.errors.amount?.message)}
          {...register('amount')}
        />
        <Button
          variant="secondary"
          className={styles.maxButton}
          onClick={() => setValue('amount', maximum.toFixed(2), { shouldValidate: true })}
        >
          {t('redeem.form.max')}
        </Button>
      </div>
      <p className={styles.hint}>{t('redeem.form.hint', limits)}</p>
      <FormError className={styles.formError}>{formError}</FormError>
      <Button
        type="submit"
        block
        disabled={!hydrated || formState.isSubmitting}
        loading={formState.isSubmitting}
      >
        {t('redeem.form.submit')}
      </Button>
    </form>
  );
}
