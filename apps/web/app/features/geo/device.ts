import type { GeoBlockMeta } from '@casino/contracts';

/** What the block call's meta says about the device, read from the user agent (good enough for an audit). */
export function describeDevice(userAgent: string): Omit<GeoBlockMeta, 'reason'> {
  const ua = userAgent;
  const os = /Windows/.test(ua)
    ? 'Windows'
    : /Android/.test(ua)
      ? 'Android'
      : /iPhone|iPad|iPod/.test(ua)
        ? 'iOS'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : 'unknown';
  // Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
  const browsers: Array<[string, RegExp]> = [
    ['Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/],
    ['Opera', /(?:OPR|Opera)\/([\d.]+)/],
    ['Samsung Internet', /SamsungBrowser\/([\d.]+)/],
    ['Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/],
    ['Chrome', /(?:Chrome|CriOS)\/([\d.]+)/],
    ['Safari', /Version\/([\d.]+).*Safari/],
  ];
  const found = browsers.map(([name, pattern]) => [name, pattern.exec(ua)?.[1]] as const).find(([, v]) => v);
  return {
    isMobile: /Mobi|Android|iPhone|iPad|iPod/.test(ua),
    os,
    browser: found?.[0] ?? 'unknown',
    browserVersion: (found?.[1] ?? '').slice(0, 64),
  };
}
