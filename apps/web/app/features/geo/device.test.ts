import { describe, expect, it } from 'vitest';
import { describeDevice } from './device.ts';

describe('describeDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      { isMobile: true, os: 'iOS', browser: 'Safari', browserVersion: '17.4' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
      { isMobile: true, os: 'Android', browser: 'Chrome', browserVersion: '124.0.6367.82' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
      { isMobile: false, os: 'Windows', browser: 'Edge', browserVersion: '124.0.2478.51' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0',
      { isMobile: false, os: 'macOS', browser: 'Firefox', browserVersion: '125.0' },
    ],
    ['curl/8.0', { isMobile: false, os: 'unknown', browser: 'unknown', browserVersion: '' }],
  ])('%s', (ua, expected) => {
    expect(describeDevice(ua)).toEqual(expected);
  });
});
