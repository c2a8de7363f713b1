import { describe, expect, it, vi } from 'vitest';
import { GEO_FAILURE_REASONS, type GeoDecision, type GeoFailureCode } from '@casino/contracts';
import { positionErrorCode, runGeoFlow, type GeoFlowDeps, type GeoNavigator } from './geo-flow.ts';

const ALLOWED: GeoDecision = { access: 'allowed', country: 'US', region: 'TX' };
const BLOCKED: GeoDecision = { access: 'blocked', country: 'US', region: 'NV', reason: 'Nevada' };

/** A navigator whose permission state and position answer are set per test. */
function fakeNavigator(options: {
  state?: string;
  queryThrows?: boolean;
  position?: { latitude: number; longitude: number };
  errorCode?: number;
  getThrows?: boolean;
}): GeoNavigator & { asked: number } {
  const nav = {
    asked: 0,
    permissions: {
      query: async () => {
        if (options.queryThrows) throw new TypeError('Illegal invocation');
        return { state: options.state ?? 'granted' };
      },
    },
    geolocation: {
      getCurrentPosition(
        success: (p: { coords: { latitude: number; longitude: number } }) => void,
        failure: (e: { code: number }) => void,
      ) {
        nav.asked += 1;
        if (options.getThrows) throw new Error('boom');
        if (options.errorCode !== undefined) failure({ code: options.errorCode });
        else success({ coords: options.position ?? { latitude: 30.27, longitude: -97.74 } });
      },
    },
  };
  return nav;
}

function deps(navigator: GeoNavigator | undefined, overrides: Partial<GeoFlowDeps> = {}) {
  const reportBlock = vi.fn(async () => undefined);
  const checkPosition = vi.fn(async () => ALLOWED);
  return { navigator, reportBlock, checkPosition, interactive: false, ...overrides } as GeoFlowDeps & {
    reportBlock: typeof reportBlock;
    checkPosition: typeof checkPosition;
  };
}

describe('runGeoFlow', () => {
  it('asks the server about the position when the permission is granted, and passes an allowed answer', async () => {
    const d = deps(fakeNavigator({ state: 'granted', position: { latitude: 30.27, longitude: -97.74 } }));
    expect(await runGeoFlow(d)).toEqual({ outcome: 'allowed', decision: ALLOWED });
    expect(d.checkPosition).toHaveBeenCalledWith(30.27, -97.74);
    expect(d.reportBlock).not.toHaveBeenCalled();
  });

  it('does not prompt on its own: prompt ends at needs-permission, unreported', async () => {
    const nav = fakeNavigator({ state: 'prompt' });
    const d = deps(nav);
    expect(await runGeoFlow(d)).toEqual({ outcome: 'needs-permission' });
    expect(nav.asked).toBe(0);
    expect(d.reportBlock).not.toHaveBeenCalled();
  });

  it('asks for the position on a prompt when a person requested the check', async () => {
    const nav = fakeNavigator({ state: 'prompt' });
    const d = deps(nav, { interactive: true });
    expect((await runGeoFlow(d)).outcome).toBe('allowed');
    expect(nav.asked).toBe(1);
  });

  // Every reason of the spec is reachable and reaches the block call, with the app that failed.
  const cases: Array<[GeoFailureCode, 'geo' | 'system', () => ReturnType<typeof deps>]> = [
    ['navigatorNotAvailable', 'system', () => deps(undefined)],
    ['geolocationNotSupported', 'system', () => deps({ permissions: fakeNavigator({}).permissions })],
    ['permissionsApiNotSupported', 'system', () => deps({ geolocation: fakeNavigator({}).geolocation })],
    ['permissionsApiError', 'system', () => deps(fakeNavigator({ queryThrows: true }))],
    ['permissionDenied', 'geo', () => deps(fakeNavigator({ state: 'denied' }))],
    [
      'userDenied',
      'geo',
      () => deps(fakeNavigator({ state: 'prompt', errorCode: 1 }), { interactive: true }),
    ],
    ['positionUnavailable', 'geo', () => deps(fakeNavigator({ errorCode: 2 }))],
    ['timeout', 'geo', () => deps(fakeNavigator({ errorCode: 3 }))],
    ['unknownError', 'geo', () => deps(fakeNavigator({ errorCode: 99 }))],
    [
      'apiError',
      'geo',
      () =>
        deps(fakeNavigator({}), {
          checkPosition: vi.fn(async () => {
            throw new Error('503');
          }),
        }),
    ],
    ['blockedRegion', 'geo', () => deps(fakeNavigator({}), { checkPosition: vi.fn(async () => BLOCKED) })],
  ];

  it.each(cases)('%s → blocked, reported as the spec reason from the %s app', async (code, app, make) => {
    const d = make();
    const result = await runGeoFlow(d);
    expect(result).toMatchObject({ outcome: 'blocked', code });
    expect(d.reportBlock).toHaveBeenCalledExactlyOnceWith(GEO_FAILURE_REASONS[code], app);
  });

  it('covers every reason of the spec', () => {
    expect(new Set(cases.map(([code]) => code))).toEqual(new Set(Object.keys(GEO_FAILURE_REASONS)));
  });

  it('keeps the decision of a blocked region, and survives a failing block report', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const d = deps(fakeNavigator({}), {
      checkPosition: vi.fn(async () => BLOCKED),
      reportBlock: vi.fn(async () => {
        throw new Error('offline');
      }),
    });
    expect(await runGeoFlow(d)).toEqual({ outcome: 'blocked', code: 'blockedRegion', decision: BLOCKED });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('treats a throwing getCurrentPosition and an odd permission state as failures', async () => {
    expect(await runGeoFlow(deps(fakeNavigator({ getThrows: true })))).toMatchObject({
      code: 'unknownError',
    });
    expect(await runGeoFlow(deps(fakeNavigator({ state: 'weird' })))).toMatchObject({
      code: 'permissionsApiError',
    });
  });

  it('maps GeolocationPositionError codes', () => {
    expect([1, 2, 3, 0, undefined].map(positionErrorCode)).toEqual([
      'userDenied',
      'positionUnavailable',
      'timeout',
      'unknownError',
      'unknownError',
    ]);
  });
});
