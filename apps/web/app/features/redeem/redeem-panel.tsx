import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useRevalidator } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.ts';
import { Figure, Figures } from '../../components/ui/figures.tsx';
import { playerWallet } from '../../lib/balance/player-wallet-store.ts';
import { httpErrorText } from '../../lib/http/http-client.ts';
import { useApiQuery } from '../../lib/query/api-query.ts';
import { useRefreshOn } from '../../lib/realtime/use-push.ts';
import { formatWinnings } from './redeem-amount.ts';
import { fetchRedeemInfo, switchToSweepStakes } from './redeem-api.ts';
import { RedeemBlockers } from './redeem-blockers.tsx';
import { RedeemForm } from './redeem-form.tsx';
import { RedeemRequests } from './redeem-requests.tsx';
import styles from './redeem.module.css';

/**
 * The redeem screen: the winnings, why redeem is not possible yet (each with the way to fix it), the
 * amount form and the player's requests. It refetches whenever the balance or a request changes.
 */
export function RedeemPanel() {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const { state, reload: load } = useApiQuery(['redeem'], fetchRedeemInfo);
  const [switching, setSwitching] = useState(false);
  useRefreshOn(
    {
      balance: ['setBalance'],
      playerVerification: ['redeem_success', 'redeem_failed', 'redeem_step'],
      profile: ['profileUpdated'],
    },
    load,
  );

  const switchMode = async () => {
    setSwitching(true);
    try {
      playerWallet.setGameMode(await switchToSweepStakes());
      // The header and every page reading the mode from app init follow the server.
      void revalidator.revalidate();
      load();
    } catch (error) {
      toast.error(httpErrorText(error, t));
    } finally {
      setSwitching(false);
    }
  };

  if (state.status === 'loading')
    return (
      <p className={styles.note} role="status">
        {t('redeem.loading')}
      </p>
    );
  if (state.status === 'error')
    return (
      <div className={styles.note} role="alert">
        <p>{t('redeem.failed')}</p>
        <Button variant="secondary" onClick={load}>
          {t('redeem.retry')}
        </Button>
      </div>
    );

  const info = state.data;
  const money = (amount: number) => formatWinnings(amount, i18n.language);
  return (
    <div className={styles.panel} data-redeem-panel data-active={info.isActive}>
      <Figures>
        <Figure label={t('redeem.winnings')} value={{ 'data-redeem-winnings': true }}>
          {money(info.winnings)}
        </Figure>
        <Figure label={t('redeem.minimum')}>{money(info.minimum)}</Figure>
      </Figures>
      {info.isActive ? (
        <RedeemForm minimum={info.minimum} maximum={info.winnings} onChange={load} />
      ) : (
        <RedeemBlockers
          reasons={info.reasons}
          minimum={money(info.minimum)}
          switching={switching}
          onSwitchMode={() => void switchMode()}
        />
      )}
      <RedeemRequests requests={info.requests} onChange={load} />
    </div>
  );
}
