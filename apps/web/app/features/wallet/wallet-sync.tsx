import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { playerWallet } from '../../lib/balance/player-wallet-store.ts';
import { usePush, useRealtimeReconnected } from '../../lib/realtime/use-push.ts';
import { useRootData } from '../../lib/root-data.ts';

/**
 * Keeps this tab's balance and mode current, wherever the player is: app init seeds them, the
 * `balance/setBalance` push sets the balance, a `profile/profileUpdated` push with `gameMode` (a switch
 * in another tab) sets the mode, and a reconnect refetches app init, since pushes may have been missed.
 * Render once (AppRoot does).
 */
export function WalletSync() {
  const { appInit } = useRootData();
  const revalidator = useRevalidator();
  const owner = appInit.isGuest ? null : (appInit.login ?? '');

  useEffect(() => {
    if (owner === null) playerWallet.clear();
    else playerWallet.seed(owner, appInit.playerInfo.playerBalance, appInit.gameMode);
  }, [appInit, owner]);

  usePush('balance', 'setBalance', (data) => {
    if (owner !== null) playerWallet.setBalance(data);
  });
  usePush('profile', 'profileUpdated', (data) => {
    if (owner === null || !data.gameMode) return;
    playerWallet.setGameMode(data.gameMode);
    // App init (game launches, pages reading the mode) follows the server.
    if (appInit.gameMode !== data.gameMode) void revalidator.revalidate();
  });
  useRealtimeReconnected(() => {
    if (owner !== null) void revalidator.revalidate();
  });
  return null;
}
