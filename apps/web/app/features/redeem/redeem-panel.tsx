import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useRevalidator } from 'react-router';
import type { RedeemInfoResponse } from '@casino/contracts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.ts';
import { playerWallet } from '../../lib/balance/player-wallet-store.ts';
import { httpErrorText } from '../../lib/http/http-client.ts';
import { usePush, useRealtimeReconnected } from '../../lib/realtime/use-push.ts';
import { formatWinnings } from './redeem-amount.ts';
import { fetchRedeemInfo, switchToSweepStakes } from './redeem-api.ts';
import { RedeemBlockers } from './redeem-blockers.tsx';
import { RedeemForm } from './redeem-form.tsx';
import { RedeemRequests } from './redeem-requests.tsx';
import styles from './redeem.module.css';

type State = { status: 'loading' } | { status: 'ready'; value: RedeemInfoResponse } | { status: 'error' };

/**
 * The redeem screen: the winnings, why redeem is not possible yet (each with the way to fix it), the
 * amount form and the player's requests. It refetches whenever the balance or a request changes.
 */
export function RedeemPanel() {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [switching, setSwitching] = useState(false);
  const load = useCallback(() => {
    fetchRedeemInfo().then(
      (value) => setState({ status: 'ready', value }),
      () => setState((current) => (current.status === 'ready' ? current : { status: 'error' })),
    );
  }, []);
  useEffect(() => load(), [load]);
  usePush('balance', 'setBalance', load);
  usePush('playerVerification', 'redeem_success', load);
  usePush('playerVerification', 'redeem_failed', load);
  usePush('profile', 'profileUpdated', load);
  useRealtimeReconnected(load);

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

  const info = state.value;
  const money = (amount: number) => formatWinnings(amount, i18n.language);
  return (
    <div className={styles.panel} data-redeem-panel data-active={info.isActive}>
      <dl className={styles.summary}>
        <div className={styles.figure}>
          <dt>{t('redeem.winnings')}</dt>
          <dd data-redeem-winnings>{money(info.winnings)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('redeem.minimum')}</dt>
          <dd>{money(info.minimum)}</dd>
        </div>
      </dl>
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
