import { STATE_RULES_PATHS, StateRulesCheckSchema, type StateRulesVerdict } from '@casino/contracts';
import { http } from '../../lib/http/http-client.ts';

/** The browser's position only when the visitor already shared it (never a new prompt on sign-up). */
async function sharedPosition(): Promise<{ latitude: number; longitude: number } | null> {
  if (typeof navigator === 'undefined' || !navigator.permissions || !navigator.geolocation) return null;
  try {
    const status = await navigator.permissions.query({ name: 'geolocation' });
    if (status.state !== 'granted') return null;
    return await new Promise((resolve) =>
      navigator.geolocation.getCurrentPosition(
        (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
        () => resolve(null),
        { timeout: 5000, maximumAge: 600_000 },
      ),
    );
  } catch {
    return null;
  }
}

export async function fetchStateRules(): Promise<StateRulesVerdict> {
  const position = await sharedPosition();
  return (
    await http.get(STATE_RULES_PATHS.check, { query: position ?? undefined, schema: StateRulesCheckSchema })
  ).data;
}
