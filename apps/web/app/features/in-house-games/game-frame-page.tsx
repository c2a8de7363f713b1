import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import {
  fetchSession,
  isFishingSession,
  isSessionGone,
  type FishingSession,
  type FrameSession,
} from './game-frame-api.ts';
import { FishingFrame } from './fishing-frame.tsx';
import { FrameNotice } from './frame-notice.tsx';
import { ReplayMachine } from './replay-machine.tsx';
import { SlotMachine } from './slot-machine.tsx';

type LoadState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; session: FrameSession | FishingSession };

/**
 * The in-house game inside the game iframe: loads the session and plays it, or replays one of the player's
 * past rounds (`replay`: its id) from its stored steps.
 */
export function GameFramePage({
  gameId,
  token,
  replay = null,
}: {
  gameId: string;
  token: string | null;
  replay?: string | null;
}) {
  if (replay) return <ReplayMachine gameId={gameId} roundId={replay} />;
  return <SessionFrame gameId={gameId} token={token} />;
}

function SessionFrame({ gameId, token }: { gameId: string; token: string | null }) {
  const { t } = useTranslation();
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    if (!token) {
      setLoad({ status: 'error', message: t('inHouseGames.noSession') });
      return;
    }
    let live = true;
    fetchSession(token).then(
      (session) => live && setLoad({ status: 'ready', session }),
      (error: unknown) =>
        live &&
        setLoad({
          status: 'error',
          message: t(isSessionGone(error) ? 'inHouseGames.sessionGone' : 'inHouseGames.loadFailed'),
        }),
    );
    return () => {
      live = false;
    };
  }, [token, t]);

  if (load.status !== 'ready')
    return (
      <FrameNotice error={load.status === 'error'}>
        {load.status === 'error' ? load.message : t('inHouseGames.loading')}
      </FrameNotice>
    );
  if (load.session.game.id !== gameId)
    return <FrameNotice error>{t('inHouseGames.sessionGone')}</FrameNotice>;
  // Each engine kind's machine; the slots share one.
  if (isFishingSession(load.session)) return <FishingFrame session={load.session} token={token!} />;
  return <SlotMachine session={load.session} token={token!} />;
}
