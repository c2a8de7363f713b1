import { useTranslation } from '../../i18n/react.tsx';
import type { CashOffersResponse, GameMode } from '@casino/contracts';
import { Icon } from '../../components/shell/icons.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formatAmount } from '../../lib/format/format.ts';
import { cashPaths, type FailedAttempt } from './cash-routes.ts';
import { useMethodTitle } from './checkout.tsx';
import { nextMethod, usableMethods } from './payment-methods.ts';
import type { PaymentOutcome } from './use-payment-follower.ts';
import styles from './cashier.module.css';

/** /cash/success/: what the purchase credited (when this tab made it) and the way back to play. */
export function SuccessScreen({
  outcome,
  gameMode,
  locale,
  go,
}: {
  outcome: PaymentOutcome | null;
  gameMode: GameMode;
  locale: string;
  go: (path: string) => void;
}) {
  const { t } = useTranslation();
  const payment = outcome?.payment.status === 'completed' ? outcome.payment : null;
  return (
    <div className={styles.result} data-result="success">
      <span className={styles.resultIcon} data-kind="ok" aria-hidden="true">
        <Icon name="check" size={38} />
      </span>
      <h3 className={styles.resultTitle}>{t('cashier.success.title')}</h3>
      {payment ? (
        <>
          <p className={styles.muted}>{t('cashier.success.credited')}</p>
          <div className={styles.credited}>
            <span className={styles.amount} data-credited="coins">
              <span className={styles.amountValue}>+{formatAmount(payment.coins, locale)}</span>
              {t('cashier.success.coins')}
            </span>
            {payment.entries > 0 ? (
              <span className={styles.amount} data-credited="entries">
                <span className={styles.amountValue}>
                  +{formatAmount(payment.entries, locale, { minimumFractionDigits: 2 })}
                </span>
                {t('cashier.success.entries')}
              </span>
            ) : null}
          </div>
          <p className={styles.muted}>
            {t(gameMode === 'SweepStakes' ? 'cashier.success.modeEntries' : 'cashier.success.modeCoins')}
          </p>
        </>
      ) : (
        <p className={styles.muted}>{t('cashier.success.generic')}</p>
      )}
      <div className={`${styles.actions} ${styles.full}`}>
        <Button onClick={() => go('/lobby/')}>{t('cashier.success.play')}</Button>
        <Button variant="secondary" onClick={() => go(cashPaths.deposit())}>
          {t('cashier.success.more')}
        </Button>
      </div>
    </div>
  );
}

/**
 * /cash/failed/ and /cash/failed/{presetId}/{offerType}/{methodId}: the spec's text, then the next
 * method when there is one (the server's suggestion first), another card, or a fresh start.
 */
export function FailedScreen({
  attempt,
  offers,
  serverNextMethodId,
  retry,
  go,
}: {
  attempt: FailedAttempt | null;
  /** The offer of the payment this tab just followed, for "Try again" on the plain failed screen. */
  retry: Pick<FailedAttempt, 'presetId' | 'offerType'> | null;
  offers: CashOffersResponse | null;
  serverNextMethodId: string | null;
  go: (path: string) => void;
}) {
  const { t } = useTranslation();
  const methods = offers ? usableMethods(offers) : [];
  const failedMethod = attempt ? methods.find((m) => m.id === attempt.methodId) : undefined;
  const next = attempt ? nextMethod(methods, attempt.methodId, serverNextMethodId) : null;
  const methodTitle = useMethodTitle();
  const retryWith = (methodId: string) =>
    attempt
      ? `${cashPaths.offer(attempt.presetId, attempt.offerType)}?method=${encodeURIComponent(methodId)}`
      : '';
  return (
    <div className={styles.result} data-result="failed">
      <span className={styles.resultIcon} aria-hidden="true">
        <Icon name="close" size={38} />
      </span>
      <p className={styles.resultText} data-failed-text>
        {t('cashier.failed.text')}
      </p>
      <div className={`${styles.actions} ${styles.full}`}>
        {attempt && next ? (
          <Button onClick={() => go(retryWith(next.id))} data-next-method={next.id}>
            {t('cashier.failed.tryMethod', { method: methodTitle(next) })}
          </Button>
        ) : null}
        {attempt && failedMethod?.type === 'card' ? (
          <Button variant="secondary" onClick={() => go(retryWith(failedMethod.id))}>
            {t('cashier.failed.otherCard')}
          </Button>
        ) : null}
        {!attempt || (!next && failedMethod?.type !== 'card') ? (
          <Button
            onClick={() => go(retry ? cashPaths.offer(retry.presetId, retry.offerType) : cashPaths.deposit())}
          >
            {t('cashier.failed.again')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
