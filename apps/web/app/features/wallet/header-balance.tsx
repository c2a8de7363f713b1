import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useRevalidator } from 'react-router';
import type { AppInit } from '@casino/contracts';
import { Icon } from '../../components/shell/icons.tsx';
import { toast } from '../../components/ui/toast.ts';
import { playerWallet, usePlayerWallet } from '../../lib/balance/player-wallet-store.ts';
import { httpErrorText } from '../../lib/http/http-client.ts';
import { useRootData } from '../../lib/root-data.ts';
import { TextSkeleton } from '../../components/ui/text-skeleton.tsx';
import { headerBalance, otherMode } from './balance-view.ts';
import styles from './header-balance.module.css';

/**
 * The header's balance for a signed-in player: the amount of the current mode (Coins or Entries) and
 * the switch between the two. The amount follows `setBalance` pushes in every tab; the switch asks
 * the server (which may refuse Entries in the player's region) and every tab follows its answer.
 */
export function HeaderBalance({ player, locale }: { player: AppInit; locale: string }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);
  // A shared page (ADR 0031): the amount is the player's own, read after the page; none is made up.
  const { playerPending } = useRootData();
  const { balance, gameMode } = usePlayerWallet({
    owner: player.login ?? '',
    balance: player.playerInfo.playerBalance,
    gameMode: player.gameMode,
  });
  const view = headerBalance(balance, gameMode, locale);
  const unit = t(`wallet.unit.${view.unit}`);
  const entries = gameMode === 'SweepStakes';

  const toggle = async () => {
    if (pending) return;
    setPending(true);
    const target = otherMode(gameMode);
    try {
      // The API module carries the contract's schema (zod), kept out of every page's first load.
      const { requestGameMode } = await import('../../lib/balance/game-mode-api.ts');
      const now = await requestGameMode(target);
      playerWallet.setGameMode(now);
      // Game launches and pages that read the mode from app init follow the server.
      void revalidator.revalidate();
    } catch (error) {
      toast.error(httpErrorText(error, t));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className={styles.wallet} data-unit={view.unit}>
      <span className={styles.amount} title={playerPending ? undefined : `${view.full} ${unit}`}>
        <span className={styles.unitIcon} aria-hidden="true">
          <Icon name={entries ? 'ticket' : 'coins'} size={18} strokeWidth={2.1} />
        </span>
        <span className={styles.texts}>
          <span className={styles.unit} aria-hidden="true">
            {unit}
          </span>
          <span className={styles.value} aria-hidden="true">
            {playerPending ? <TextSkeleton kind="amount" /> : view.display}
          </span>
          {playerPending ? null : (
            <span className="visually-hidden">{t('wallet.balance', { amount: view.full, unit })}</span>
          )}
        </span>
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={entries}
        aria-busy={pending}
        disabled={pending}
        className={styles.switch}
        onClick={() => void toggle()}
        aria-label={t('wallet.switch.label')}
        title={t(entries ? 'wallet.switch.toCoins' : 'wallet.switch.toEntries')}
      >
        <span className={styles.track} aria-hidden="true">
          <span className={styles.side} data-side="coins">
            <Icon name="coins" size={14} strokeWidth={2.2} />
          </span>
          <span className={styles.side} data-side="entries">
            <Icon name="ticket" size={14} strokeWidth={2.2} />
          </span>
          <span className={styles.knob} />
        </span>
      </button>
    </div>
  );
}
