import { useCallback, useRef } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { useRootData } from '../../lib/root-data.ts';
import { localeFromPath, localizePath, stripLocale } from '../../i18n/locale.ts';
import { getGeoCheck, postGeoBlock } from './geo-api.ts';
import { runGeoFlow, type GeoFlowResult } from './geo-flow.ts';

export const GEOBLOCK_PATH = '/geoblock/';
export const REASON_PARAM = 'reason';
/** The reason shown on /geoblock/ when the browser has not been asked for the location yet. */
export const LOCATION_NEEDED = 'locationNeeded';

const onGeoblock = (pathname: string) => /^\/geoblock\/?$/.test(stripLocale(pathname));

/**
 * Runs the geo check and acts on it: a failure or a blocked region → /geoblock/ with the reason; a
 * pass while on /geoblock/ → back to '/' for a signed-in player, '/lobby/' for a guest (the spec's
 * "returns to / (logged in) or /lobby", taken as written). App init is refreshed either way, since
 * the server stored the result for the player.
 */
export function useGeoCheck(): (options: { interactive: boolean }) => Promise<GeoFlowResult> {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { appInit } = useRootData();
  // The latest values without re-creating the callback (timers hold on to it).
  const latest = useRef({ navigate, revalidator, isGuest: appInit.isGuest });
  latest.current = { navigate, revalidator, isGuest: appInit.isGuest };

  return useCallback(async ({ interactive }) => {
    const result = await runGeoFlow({
      navigator: typeof navigator === 'undefined' ? undefined : navigator,
      checkPosition: getGeoCheck,
      reportBlock: postGeoBlock,
      interactive,
    });
    const { navigate, revalidator, isGuest } = latest.current;
    const pathname = window.location.pathname;
    const locale = localeFromPath(pathname);
    if (result.outcome === 'allowed') {
      if (onGeoblock(pathname)) {
        await navigate(localizePath(isGuest ? '/lobby/' : '/', locale), { replace: true });
      }
    } else {
      const reason = result.outcome === 'blocked' ? result.code : LOCATION_NEEDED;
      await navigate(`${localizePath(GEOBLOCK_PATH, locale)}?${REASON_PARAM}=${reason}`, {
        replace: onGeoblock(pathname),
      });
    }
    await revalidator.revalidate();
    return result;
  }, []);
}
