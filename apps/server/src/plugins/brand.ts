import { BRANDS, isBrandKey, type Brand, type BrandKey } from '@casino/contracts';

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
