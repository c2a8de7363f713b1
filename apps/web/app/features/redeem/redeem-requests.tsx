import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { RedeemRequestView } from '@casino/contracts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.ts';
import { httpErrorText } from '../../lib/http/http-client.ts';
import { cancelRedeem } from './redeem-api.ts';
import { formatWinnings } from './redeem-amount.ts';
import { RedeemTimeline } from './redeem-timeline.tsx';
import styles from './redeem.module.css';

/**
 * The player's requests, newest first, each with its timeline; one not yet decided can be cancelled (the
 * winnings come back).
 */
export function RedeemRequests({
  requests,
  onChange,
}: {
  requests: RedeemRequestView[];
  onChange: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [cancelling, setCancelling] = useState<string | null>(null);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const cancel = async (id: string) => {
    setCancelling(id);
    try {
      await cancelRedeem(id);
      toast.success(t('redeem.requests.cancelled'));
    } catch (error) {
      toast.error(httpErrorText(error, t));
    } finally {
      setCancelling(null);
      onChange();
    }
  };

  return (
    <section className={styles.requests} aria-labelledby="redeem-requests-title">
      <h3 id="redeem-requests-title" className={styles.subtitle}>
        {t('redeem.requests.title')}
      </h3>
      {requests.length === 0 ? (
        <p className={styles.note}>{t('redeem.requests.empty')}</p>
      ) : (
        <ul className={styles.requestList}>
          {requests.map((request) => (
            <li
              key={request.id}
              className={styles.request}
              data-request={request.id}
              data-status={request.status}
              data-step={request.step}
            >
              <div className={styles.requestText}>
                <span className={styles.requestAmount}>{formatWinnings(request.amount, i18n.language)}</span>
                <span className={styles.requestDate}>{when.format(new Date(request.createdAt))}</span>
              </div>
              <span className={styles.status} data-status={request.status}>
                {t(`redeem.timeline.steps.${request.step}`)}
              </span>
              {request.status === 'pending' ? (
                <Button
                  variant="secondary"
                  disabled={cancelling !== null}
                  loading={cancelling === request.id}
                  onClick={() => void cancel(request.id)}
                >
                  {t('redeem.requests.cancel')}
                </Button>
              ) : null}
              <RedeemTimeline request={request} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
