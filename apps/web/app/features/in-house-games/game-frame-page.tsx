import { useTranslation } from '../../i18n/react.tsx';
import { fetchSession, isFishingSession, isSessionGone } from './game-frame-api.ts';
import { useApiQuery } from '../../lib/query/api-query.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { FishingFrame } from './fishing-frame.tsx';
import { FrameNotice } from './frame-notice.tsx';
import { ReplayMachine } from './replay-machine.tsx';
import { SlotMachine } from './slot-machine.tsx';

/**
 * The in-house game inside the game iframe: loads the session and plays it, or replays one of the player's
 * past rounds (`replay`: its id) from its stored steps. `token` and `replay` come from the frame's address,
 * which the server's render does not see (one page for every session, apps/server/src/web/ssr.ts): until
 * hydrated the frame shows what it shows while loading, on the server and in the browser alike.
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
  const { t } = useTranslation();
  if (!useHydrated()) return <FrameNotice error={false}>{t('inHouseGames.loading')}</FrameNotice>;
  if (replay) return <ReplayMachine gameId={gameId} roundId={replay} />;
  return <SessionFrame gameId={gameId} token={token} />;
}

function SessionFrame({ gameId, token }: { gameId: string; token: string | null }) {
  const { t } = useTranslation();
  // The frame's one play session: read once for this frame, never shown to another.
  const { state } = useApiQuery(['in-house-session', token], (signal) => fetchSession(token!, signal), {
    enabled: token !== null,
    singleUse: true,
  });
  if (!token) return <FrameNotice error>{t('inHouseGames.noSession')}</FrameNotice>;
  if (state.status === 'loading') return <FrameNotice error={false}>{t('inHouseGames.loading')}</FrameNotice>;
  if (state.status === 'error')
    return (
      <FrameNotice error>
        {t(isSessionGone(state.error) ? 'inHouseGames.sessionGone' : 'inHouseGames.loadFailed')}
      </FrameNotice>
    );
  const session = state.data;
  if (session.game.id !== gameId) return <FrameNotice error>{t('inHouseGames.sessionGone')}</FrameNotice>;
  // Each engine kind's machine; the slots share one.
  if (isFishingSession(session)) return <FishingFrame session={session} token={token} />;
  return <SlotMachine session={session} token={token} />;
}
