import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useRootData } from '../../lib/root-data.ts';
import { authEntryUrl } from '../../lib/auth-entry.ts';
import { useModalStore } from '../../lib/modals/modal-store.ts';
import { closeModal, openModal } from '../../lib/modals/open-modal.ts';
import { playerWallet } from '../../lib/balance/player-wallet-store.ts';

export const GAME_PARAM = 'game';
/** `isMoney=true` beside `game`: open it playing for Entries (SweepStakes) when the player may. */
export const MONEY_PARAM = 'isMoney';

const withoutGame = (pathname: string, search: string, hash: string) => {
  const params = new URLSearchParams(search);
  params.delete(GAME_PARAM);
  params.delete(MONEY_PARAM);
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ''}${hash}`;
};

/**
 * `?game={slug}` on any page. A player gets the game modal (closing it removes the parameter; removing
 * the parameter, e.g. with Back, closes it). Adding or removing it is no change of page data: those navigations
 * pass `defaultShouldRevalidate: false`, so no loader runs again first (issue #34). A guest is sent to sign-up instead: the /signup/ page on
 * brands with one (coming back to the game afterwards), otherwise the sign-up modal with its location.
 * Call it in AppRoot after the modal context sync, so the open rules already know who is playing.
 */
export function useGameFromQuery(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { brand, appInit, locale } = useRootData();
  const slug = new URLSearchParams(search).get(GAME_PARAM)?.trim() || null;
  const forMoney = new URLSearchParams(search).get(MONEY_PARAM) === 'true';
  const gameMode = appInit.gameMode;
  const isGuest = appInit.isGuest;
  const here = useRef({ pathname, search, hash });
  here.current = { pathname, search, hash };

  useEffect(() => {
    const current = here.current;
    const back = withoutGame(current.pathname, current.search, current.hash);
    if (!slug) {
      const open = useModalStore.getState().stack.find((entry) => entry.name === 'game');
      if (open) closeModal(open.id);
      return;
    }
    if (isGuest) {
      const withGame = current.pathname + current.search + current.hash;
      if (brand.capabilities.authPage) {
        void navigate(authEntryUrl(brand, 'signup', locale, withGame), { replace: true });
        return;
      }
      void navigate(back, { replace: true, preventScrollReset: true, defaultShouldRevalidate: false });
      openModal('signup', {
        location: 'game',
        onSuccess: () => void navigate(withGame, { preventScrollReset: true }),
      });
      return;
    }
    const open = () =>
      openModal('game', {
        slug,
        onClosed: () =>
          void navigate(withoutGame(here.current.pathname, here.current.search, here.current.hash), {
            replace: true,
            preventScrollReset: true,
            defaultShouldRevalidate: false,
          }),
      });
    if (!forMoney || gameMode === 'SweepStakes') return open();
    // The server decides whether this player may play for Entries here (region, state rules): refused,
    // the game opens in the mode they are in.
    void import('../../lib/balance/game-mode-api.ts')
      .then(({ requestGameMode }) => requestGameMode('SweepStakes'))
      .then((mode) => playerWallet.setGameMode(mode))
      .catch(() => undefined)
      .finally(open);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the mode is read when the game opens, not followed
  }, [slug, forMoney, isGuest, brand, locale, navigate]);
}
