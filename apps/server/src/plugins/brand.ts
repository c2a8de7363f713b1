import type { FastifyInstance } from 'fastify';
import { BRANDS, isBrandKey, type Brand, type BrandKey } from '@casino/contracts';

declare module 'fastify' {
  interface FastifyRequest {
    brand: Brand;
  }
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
export const BRAND_OVERRIDE_COOKIE = 'brand_override';

/** Host without port, lower-cased; `[::1]:3000` keeps its brackets. */
export const hostName = (hostHeader: string | undefined) =>
  (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '');

/**
 * The brand of a request: the host map first; on a local host the `?brand=` query or the override
 * cookie (for trying every brand on one machine); then the default brand.
 */
export function resolveBrand(input: {
  host: string | undefined;
  queryBrand?: unknown;
  overrideCookie?: string;
  brandHosts: Map<string, BrandKey>;
  defaultBrand: BrandKey;
}): { brand: Brand; setOverride?: BrandKey } {
  const host = hostName(input.host);
  const mapped = input.brandHosts.get(host);
  if (mapped) return { brand: BRANDS[mapped] };
  if (LOCAL_HOSTS.has(host)) {
    if (isBrandKey(input.queryBrand))
      return { brand: BRANDS[input.queryBrand], setOverride: input.queryBrand };
    if (isBrandKey(input.overrideCookie)) return { brand: BRANDS[input.overrideCookie] };
  }
  return { brand: BRANDS[input.defaultBrand] };
}

/** Sets `request.brand` on every request (and remembers a local `?brand=` choice in a cookie). */
export function registerBrand(
  app: FastifyInstance,
  options: { brandHosts: Map<string, BrandKey>; defaultBrand: BrandKey },
) {
  // Objects may not be decorator defaults (they would be shared); the hook below sets it on every request.
  app.decorateRequest('brand', null, []);
  app.addHook('onRequest', async (request, reply) => {
    const query = request.query as Record<string, unknown> | undefined;
    const { brand, setOverride } = resolveBrand({
      host: request.headers.host,
      queryBrand: query?.brand,
      overrideCookie: request.cookies[BRAND_OVERRIDE_COOKIE],
      brandHosts: options.brandHosts,
      defaultBrand: options.defaultBrand,
    });
    request.brand = brand;
    if (setOverride)
      reply.setCookie(BRAND_OVERRIDE_COOKIE, setOverride, { path: '/', sameSite: 'lax', httpOnly: true });
  });
}
