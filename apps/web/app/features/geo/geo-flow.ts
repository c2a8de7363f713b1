import {
  GEO_FAILURE_REASONS,
  type GeoApp,
  type GeoDecision,
  type GeoFailureCode,
  type GeoFailureReason,
} from '@casino/contracts';

/** The bits of `navigator` the flow uses, so tests can hand in fakes. */
export interface GeoNavigator {
  geolocation?: {
    getCurrentPosition(
      success: (position: { coords: { latitude: number; longitude: number } }) => void,
      failure: (error: { code: number; message?: string }) => void,
      options?: { enableHighAccuracy?: boolean; timeout?: number; maximumAge?: number },
    ): void;
  };
  permissions?: { query(descriptor: { name: 'geolocation' }): Promise<{ state: string }> };
}

export interface GeoFlowDeps {
  /** `undefined` where there is no navigator (server, some webviews). */
  navigator: GeoNavigator | undefined;
  /** GET /rest/restriction/player/geo/check/. */
  checkPosition(latitude: number, longitude: number): Promise<GeoDecision>;
  /** POST /rest/restriction/player/block/; its own failure must not change the outcome. */
  reportBlock(reason: GeoFailureReason, app: GeoApp): Promise<void>;
  /**
   * A person asked for the check (the geoblock page's button): the position is requested even while
   * the permission is still 'prompt', which shows the browser's question. Automatic checks never
   * prompt on their own.
   */
  interactive: boolean;
  timeoutMs?: number;
}

export type GeoFlowResult =
  | { outcome: 'allowed'; decision: GeoDecision }
  /** A failure or a blocked region: reported to the block call, the player goes to /geoblock/. */
  | { outcome: 'blocked'; code: GeoFailureCode; decision?: GeoDecision }
  /** Permission not asked yet (automatic check): /geoblock/ explains and offers the check. */
  | { outcome: 'needs-permission' };

/** Failures of the browser's environment are the 'system' app's; the rest are the location's. */
const SYSTEM_CODES: ReadonlySet<GeoFailureCode> = new Set([
  'navigatorNotAvailable',
  'geolocationNotSupported',
  'permissionsApiNotSupported',
  'permissionsApiError',
]);

/** GeolocationPositionError codes. */
export function positionErrorCode(code: number | undefined): GeoFailureCode {
  if (code === 1) return 'userDenied';
  if (code === 2) return 'positionUnavailable';
  if (code === 3) return 'timeout';
  return 'unknownError';
}

type Position = { latitude: number; longitude: number };

function currentPosition(
  nav: Required<Pick<GeoNavigator, 'geolocation'>>,
  options: { timeoutMs: number; maximumAgeMs: number },
) {
  return new Promise<Position | GeoFailureCode>((resolve) => {
    try {
      nav.geolocation.getCurrentPosition(
        (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
        (error) => resolve(positionErrorCode(error?.code)),
        { enableHighAccuracy: false, timeout: options.timeoutMs, maximumAge: options.maximumAgeMs },
      );
    } catch {
      resolve('unknownError');
    }
  });
}

/**
 * The spec's geo check: Permissions API → (granted) the position → the server's decision. Every
 * failure is reported to the block call with the spec's reason and ends blocked; 'prompt' outside
 * an interactive check ends at 'needs-permission' without a report (nothing failed yet).
 */
export async function runGeoFlow(deps: GeoFlowDeps): Promise<GeoFlowResult> {
  const fail = async (code: GeoFailureCode, decision?: GeoDecision): Promise<GeoFlowResult> => {
    try {
      await deps.reportBlock(GEO_FAILURE_REASONS[code], SYSTEM_CODES.has(code) ? 'system' : 'geo');
    } catch (error) {
      console.warn('The geo block report failed', error);
    }
    return decision ? { outcome: 'blocked', code, decision } : { outcome: 'blocked', code };
  };

  const nav = deps.navigator;
  if (!nav) return fail('navigatorNotAvailable');
  const { geolocation, permissions } = nav;
  if (!geolocation || typeof geolocation.getCurrentPosition !== 'function')
    return fail('geolocationNotSupported');
  if (!permissions || typeof permissions.query !== 'function') return fail('permissionsApiNotSupported');

  let state: string;
  try {
    state = (await permissions.query({ name: 'geolocation' })).state;
  } catch {
    return fail('permissionsApiError');
  }
  if (state === 'denied') return fail('permissionDenied');
  if (state === 'prompt' && !deps.interactive) return { outcome: 'needs-permission' };
  if (state !== 'granted' && state !== 'prompt') return fail('permissionsApiError');

  // "Check again" wants where the player is now; an automatic check may reuse a recent fix.
  const position = await currentPosition(
    { geolocation },
    { timeoutMs: deps.timeoutMs ?? 10_000, maximumAgeMs: deps.interactive ? 0 : 60_000 },
  );
  if (typeof position === 'string') return fail(position);

  let decision: GeoDecision;
  try {
    decision = await deps.checkPosition(position.latitude, position.longitude);
  } catch {
    return fail('apiError');
  }
  if (decision.access === 'blocked') return fail('blockedRegion', decision);
  return { outcome: 'allowed', decision };
}
