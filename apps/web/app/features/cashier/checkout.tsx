import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.tsx';
import { useAmountTexts } from '../../lib/format/amount-texts.ts';
import {
  pickText,
  CardInputSchema,
  SANDBOX_CARDS,
  type CardInput,
  type CashOffersResponse,
  type PaymentMethod,
  type PromoOfferPreset,
} from '@casino/contracts';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/form/text-field.tsx';
import { MASKS } from '../../components/ui/form/input-mask.ts';
import { formatMoney } from '../../lib/format/format.ts';
import { httpErrorText, isHttpError } from '../../lib/http/http-client.ts';
import { createAttemptKeys } from '../../lib/attempt-key.ts';
import { trackDepositStep, type DepositTrackContext } from './cash-analytics.ts';
import { postDeposit } from './cashier-api.ts';
import type { CashFlags } from './cash-routes.ts';
import { FeatureFlagNotes } from './feature-flag-notes.tsx';
import { preselectedMethod, usableMethods } from './payment-methods.ts';
import type { PaymentFollower } from './use-payment-follower.ts';
import styles from './cashier.module.css';
import { FormError } from '../../components/ui/form/form-error.tsx';

// The card schema's English messages, shown in the player's language.
const CARD_ERROR_KEYS: Readonly<Record<string, string>> = {
  'Enter the card number: 12 to 19 digits.': 'cashier.card.errors.number',
  'Enter the expiry date as MM/YY.': 'cashier.card.errors.expiry',
  'Enter the 3 or 4 digit security code.': 'cashier.card.errors.cvc',
  'Enter the name on the card.': 'cashier.card.errors.holder',
};

const TEST_CARDS = [
  ['success', SANDBOX_CARDS.success],
  ['decline', SANDBOX_CARDS.decline],
  ['threeDsPass', SANDBOX_CARDS.threeDsPass],
  ['threeDsFail', SANDBOX_CARDS.threeDsFail],
] as const;

/** A method's name in the player's language (by type; the server's title for anything else). */
export function useMethodTitle() {
  const { t } = useTranslation();
  return (method: PaymentMethod) => t(`cashier.method.${method.type}`, { defaultValue: method.title });
}

/** A future expiry for the test cards (the sandbox takes any). */
const testExpiry = () => {
  const next = new Date();
  return `12/${String((next.getFullYear() + 3) % 100).padStart(2, '0')}`;
};

/**
 * Paying for one offer: the method (the last used one preselected; with quick cash the choice is
 * folded away), the card form for card methods, and the purchase. What happens next follows the
 * payment (use-payment-follower): a 3DS page, the success or the failed screen.
 */
export function Checkout({
  offer,
  offers,
  flags,
  wantedMethodId,
  follower,
  track,
  locale,
  onChangeOffer,
}: {
  offer: PromoOfferPreset;
  offers: CashOffersResponse;
  flags: CashFlags;
  wantedMethodId: string | null;
  follower: PaymentFollower;
  track: Omit<DepositTrackContext, 'offer'>;
  locale: string;
  onChangeOffer: () => void;
}) {
  const { t, i18n } = useTranslation();
  const amounts = useAmountTexts();
  const methods = usableMethods(offers);
  const initial = preselectedMethod(offers, wantedMethodId, flags.quickCash);
  const [methodId, setMethodId] = useState<string | null>(initial?.id ?? null);
  const [pickMethod, setPickMethod] = useState(!(flags.quickCash && initial));
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const keys = useRef(createAttemptKeys()).current;
  const method: PaymentMethod | null = methods.find((m) => m.id === methodId) ?? null;
  const needsCard = method?.type === 'card';
  const methodTitle = useMethodTitle();

  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<CardInput>({
    resolver: zodResolver(CardInputSchema) as never,
    mode: 'onTouched',
    defaultValues: { number: '', expiry: '', cvc: '', holder: '' },
  });
  // Any change to what is bought or how makes the next send a new attempt.
  const newAttempt = () => keys.finish();
  const field = (name: keyof CardInput) => register(name, { onChange: newAttempt });
  const errorOf = (name: keyof CardInput) => {
    const message = errors[name]?.message;
    return message ? t(CARD_ERROR_KEYS[message] ?? 'cashier.card.errors.invalid') : undefined;
  };

  const pending =
    follower.payment !== null &&
    follower.payment.status === 'pending' &&
    follower.payment.presetId === offer.id;

  const pay = async (card: CardInput | undefined) => {
    if (!method || sending) return;
    setError(null);
    setSending(true);
    trackDepositStep('submit', { ...track, offer, methodType: method.type });
    try {
      const payment = await postDeposit({
        presetId: offer.id,
        offerType: offer.kind,
        methodId: method.id,
        ...(card ? { card } : {}),
        ...(flags.location ? { location: flags.location } : {}),
        idempotencyKey: keys.take(),
      });
      keys.finish();
      follower.follow(payment);
    } catch (failure) {
      // No answer (network, 5xx): a retry is the same attempt and keeps its key. An answer ends it.
      if (isHttpError(failure) && failure.status >= 400 && failure.status < 500) keys.finish();
      setError(httpErrorText(failure, t));
    } finally {
      setSending(false);
    }
  };

  const submit = needsCard ? handleSubmit((card) => pay(card)) : () => void pay(undefined);
  const priceText = formatMoney(offer.price, locale);
  const chooseMethod = (next: PaymentMethod) => {
    setMethodId(next.id);
    newAttempt();
    trackDepositStep('method', { ...track, offer, methodType: next.type });
  };
  const testExpiryValue = useMemo(testExpiry, []);

  return (
    <form
      className={styles.section}
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event);
      }}
      noValidate
      data-checkout={offer.id}
    >
      <div className={styles.summary}>
        <div className={styles.summaryText}>
          <strong>{pickText(offer.title, i18n.language)}</strong>
          <span className={styles.muted}>
            {t('cashier.checkout.gets', {
              coins: amounts.coins(offer.coins),
              entries: amounts.giftEntries(offer.entries),
            })}
            {offer.magicBoxes > 0 ? ` ${t('cashier.offer.magicBoxes', { count: offer.magicBoxes })}` : null}
          </span>
        </div>
        <span className={styles.summaryPrice}>
          {offer.usualPrice !== null && offer.usualPrice > offer.price ? (
            <s className={styles.usual}>{formatMoney(offer.usualPrice, locale)} </s>
          ) : null}
          {priceText}
        </span>
      </div>
      <button type="button" className={`${styles.linkButton} ${styles.start}`} onClick={onChangeOffer}>
        {t('cashier.checkout.changeOffer')}
      </button>
      <FeatureFlagNotes flags={flags} />

      {methods.length === 0 ? <p className={styles.error}>{t('cashier.checkout.noMethods')}</p> : null}
      {pickMethod ? (
        <fieldset className={styles.methods} disabled={pending || sending}>
          <legend className={styles.sectionTitle}>{t('cashier.checkout.method')}</legend>
          {methods.map((m) => (
            <label key={m.id} className={styles.method} data-method={m.id}>
              <input
                type="radio"
                name="method"
                value={m.id}
                checked={m.id === methodId}
                onChange={() => chooseMethod(m)}
              />
              <span className={styles.methodTitle}>{methodTitle(m)}</span>
              {m.isApplePay && !m.title.includes('Apple Pay') ? (
                <span className={styles.tag}>{t('cashier.checkout.applePay')}</span>
              ) : null}
              {offers.lastPayProvider?.method_id === m.id ? (
                <span className={styles.tag}>{t('cashier.checkout.lastUsed')}</span>
              ) : null}
            </label>
          ))}
        </fieldset>
      ) : method ? (
        <div className={styles.method} data-quick-cash="true">
          <span className={styles.methodTitle}>
            {t('cashier.checkout.quickWith', { method: methodTitle(method) })}
          </span>
          <button type="button" className={styles.linkButton} onClick={() => setPickMethod(true)}>
            {t('cashier.checkout.otherMethod')}
          </button>
        </div>
      ) : null}

      {needsCard ? (
        <div className={styles.cardForm}>
          <TextField
            className={styles.wide}
            label={t('cashier.card.number')}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            mask={MASKS.cardNumber}
            error={errorOf('number')}
            {...field('number')}
          />
          <TextField
            label={t('cashier.card.expiry')}
            autoComplete="cc-exp"
            placeholder="MM/YY"
            inputMode="numeric"
            mask={MASKS.cardExpiry}
            error={errorOf('expiry')}
            {...field('expiry')}
          />
          <TextField
            label={t('cashier.card.cvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            mask={MASKS.cardCvc}
            error={errorOf('cvc')}
            {...field('cvc')}
          />
          <TextField
            className={styles.wide}
            label={t('cashier.card.holder')}
            autoComplete="cc-name"
            error={errorOf('holder')}
            {...field('holder')}
          />
          <div className={`${styles.testCards} ${styles.wide}`} data-test-cards>
            <span>{t('cashier.card.testCards')}</span>
            {TEST_CARDS.map(([name, number]) => (
              <button
                key={name}
                type="button"
                className={styles.chip}
                data-test-card={name}
                onClick={() => {
                  newAttempt();
                  setValue('number', number, { shouldValidate: true });
                  setValue('expiry', testExpiryValue, { shouldValidate: true });
                  setValue('cvc', '123', { shouldValidate: true });
                }}
              >
                {t(`cashier.card.test.${name}`)}
              </button>
            ))}
          </div>
        </div>
      ) : null}

      <FormError className={styles.error}>{error}</FormError>
      {pending ? (
        <div className={styles.processing} role="status" data-payment-status="pending">
          <span className={styles.spinner} aria-hidden="true" />
          {t('cashier.checkout.processing')}
        </div>
      ) : (
        <Button type="submit" block loading={sending} disabled={sending || !method}>
          {method?.isApplePay
            ? t('cashier.checkout.payApple', { price: priceText })
            : t('cashier.checkout.pay', { price: priceText })}
        </Button>
      )}
    </form>
  );
}
