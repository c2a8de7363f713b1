import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useAmountTexts } from '../../lib/format/amount-texts.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.ts';
import { Figure, Figures } from '../../components/ui/figures.tsx';
import { httpErrorText } from '../../lib/http/http-client.ts';
import { useApiQuery } from '../../lib/query/api-query.ts';
import { usePush, useRealtimeReconnected } from '../../lib/realtime/use-push.ts';
import { fetchFreeEntry, requestFreeEntryCode } from './free-entry-api.ts';
import { FreeEntryTermsText } from './free-entry-terms.tsx';
import styles from './free-entry.module.css';

/**
 * The account screen of free entry by mail: the brand's terms and address, the player's pending code
 * (one at a time) and this year's count. Refetches when the balance moves (an operator entered a code).
 */
export function FreeEntryPanel() {
  const { t, i18n } = useTranslation();
  const amounts = useAmountTexts();
  const { state, reload: load } = useApiQuery(['free-entry'], fetchFreeEntry);
  const [asking, setAsking] = useState(false);
  usePush('balance', 'setBalance', load);
  useRealtimeReconnected(load);

  const ask = async () => {
    setAsking(true);
    try {
      await requestFreeEntryCode();
      load();
    } catch (error) {
      toast.error(httpErrorText(error, t));
    } finally {
      setAsking(false);
    }
  };

  if (state.status === 'loading')
    return (
      <p className={styles.note} role="status">
        {t('freeEntry.loading')}
      </p>
    );
  if (state.status === 'error') return <p role="alert">{t('freeEntry.error')}</p>;
  const { terms, pending, creditedThisYear, remainingThisYear, recent } = state.data;
  const number = (n: number) => n.toLocaleString(i18n.language);
  const day = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);

  return (
    <div className={styles.panel}>
      <Figures>
        <Figure label={t('freeEntry.creditedThisYear')} value={{ 'data-testid': 'free-entry-credited' }}>
          {number(creditedThisYear)}
        </Figure>
        <Figure label={t('freeEntry.remainingThisYear')}>{number(remainingThisYear)}</Figure>
      </Figures>

      <div className={styles.codeBox}>
        {pending ? (
          <>
            <p className={styles.codeLabel}>{t('freeEntry.yourCode')}</p>
            <p className={styles.code} data-testid="free-entry-code">
              {pending.code}
            </p>
            <p className={styles.note}>{t('freeEntry.pendingNote', { date: day(pending.createdAt) })}</p>
          </>
        ) : (
          <>
            <p className={styles.note}>{t('freeEntry.noCode')}</p>
            <Button onClick={() => void ask()} disabled={asking || remainingThisYear === 0}>
              {t('freeEntry.ask')}
            </Button>
          </>
        )}
      </div>

      <FreeEntryTermsText terms={terms} />

      {recent.length > 0 && (
        <div>
          <h3 className={styles.subtitle}>{t('freeEntry.recent')}</h3>
          <ul className={styles.recent}>
            {recent.map((r) => (
              <li key={r.code}>
                <span className={styles.mono}>{r.code}</span>
                <span>
                  {r.status === 'credited'
                    ? t('freeEntry.credited', {
                        entries: amounts.entries(r.entries),
                        date: day(r.creditedAt ?? r.createdAt),
                      })
                    : t('freeEntry.capped')}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
