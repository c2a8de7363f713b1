import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { PaymentFollower } from './use-payment-follower.ts';
import styles from './cashier.module.css';

/** What the sandbox's 3DS page posts to its parent when the player finished it. */
interface ThreeDsMessage {
  type: 'sandbox-3ds';
  paymentId: string;
  passed: boolean;
}

const isThreeDsMessage = (data: unknown): data is ThreeDsMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === 'sandbox-3ds' &&
  typeof (data as { paymentId?: unknown }).paymentId === 'string';

/**
 * /cash/cashIframe/{paymentId}/: the provider's 3DS page inside the cashier. Its message only makes us
 * read the payment now; the result itself comes from the server (push or poll), never from the page.
 */
export function ChallengeScreen({ paymentId, follower }: { paymentId: string; follower: PaymentFollower }) {
  const { t } = useTranslation();
  const payment = follower.payment?.id === paymentId ? follower.payment : null;
  const challengeUrl = payment?.status === 'challenge' ? payment.challengeUrl : null;

  const load = useEffectEvent(() => follower.load(paymentId));
  const refresh = useEffectEvent(() => follower.refresh());
  const known = payment !== null;

  useEffect(() => {
    if (!known) load();
  }, [known, paymentId]);

  useEffect(() => {
    if (!challengeUrl) return;
    const origin = new URL(challengeUrl, window.location.href).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || !isThreeDsMessage(event.data)) return;
      if (event.data.paymentId === paymentId) refresh();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [challengeUrl, paymentId]);

  return (
    <div className={styles.section} data-cash-iframe={paymentId}>
      <p className={styles.muted}>{t('cashier.challenge.lead')}</p>
      <div className={styles.frameWrap}>
        {challengeUrl ? (
          <iframe className={styles.frame} src={challengeUrl} title={t('cashier.challenge.frameTitle')} />
        ) : (
          <div className={styles.processing} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            {t('cashier.checkout.processing')}
          </div>
        )}
      </div>
    </div>
  );
}
