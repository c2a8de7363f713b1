import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useNavigate, useRevalidator } from 'react-router';
import { toast } from '../../components/ui/toast.ts';
import { localeFromPath, localizePath } from '../../i18n/locale.ts';
import { playerWallet } from '../../lib/balance/player-wallet-store.ts';
import { httpErrorText } from '../../lib/http/http-client.ts';
import { useRootData } from '../../lib/root-data.ts';

/**
 * For a player stopped on the geoblock page while playing for Entries: Coins are for fun and allowed
 * everywhere, so one click switches back and returns to the lobby. Renders nothing for anyone else.
 */
export function PlayWithCoins({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { appInit } = useRootData();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);
  if (appInit.isGuest || appInit.gameMode !== 'SweepStakes') return null;

  const playWithCoins = async () => {
    setPending(true);
    try {
      const { requestGameMode } = await import('../../lib/balance/game-mode-api.ts');
      playerWallet.setGameMode(await requestGameMode('TournamentPoints'));
      await revalidator.revalidate();
      await navigate(localizePath('/lobby/', localeFromPath(window.location.pathname)));
    } catch (error) {
      toast.error(httpErrorText(error, t));
    } finally {
      setPending(false);
    }
  };

  return (
    <button
      type="button"
      className={className}
      onClick={() => void playWithCoins()}
      disabled={pending}
      aria-busy={pending || undefined}
    >
      {t('wallet.playWithCoins')}
    </button>
  );
}
