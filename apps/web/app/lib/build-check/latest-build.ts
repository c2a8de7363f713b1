import { BuildManifestSchema } from '@casino/contracts';
import { http } from '../http/http-client.ts';

/** Written by every build (vite.config.ts). */
export const BUILD_MANIFEST_PATH = '/builds/latest.json';

/** Reads the published build id; the time stamp defeats CDN and browser caches. */
export async function fetchLatestBuildId(
  now: () => number = Date.now,
  signal?: AbortSignal,
): Promise<string> {
  const manifest = await http.get(BUILD_MANIFEST_PATH, {
    query: { t: now() },
    schema: BuildManifestSchema,
    ...(signal ? { signal } : {}),
  });
  return manifest.id;
}
