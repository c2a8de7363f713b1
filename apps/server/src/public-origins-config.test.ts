import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const base = {
  NODE_ENV: 'production',
  DATA_DIR: '/tmp/casino-config-test-unused',
  SESSION_SECRET: 'config-test-secret-config-test-secret-01',
};

describe('PUBLIC_ORIGINS (where links in emails point)', () => {
  it('refuses to start a production server listening beyond loopback without the default brand origin', () => {
    expect(() => loadConfig({ ...base, HOST: '0.0.0.0' })).toThrow(/PUBLIC_ORIGINS.*funrize/);
    expect(() => loadConfig({ ...base, HOST: '0.0.0.0', BRAND_HOSTS: 'play.tao.example=tao' })).toThrow(
      /PUBLIC_ORIGINS/,
    );
  });

  it('reads brand=origin pairs, derives https origins from BRAND_HOSTS and falls back to the default brand', () => {
    const config = loadConfig({
      ...base,
      HOST: '0.0.0.0',
      PUBLIC_ORIGINS: 'funrize=https://funrize.example, tao=https://tao.example:8443',
      BRAND_HOSTS: 'nolimitcoins.example=nlc,play.tao.example=tao',
    });
    expect(config.publicDeployment).toBe(true);
    expect(config.publicOrigins.funrize).toBe('https://funrize.example');
    expect(config.publicOrigins.tao).toBe('https://tao.example:8443');
    expect(config.publicOrigins.nlc).toBe('https://nolimitcoins.example');
    expect(config.publicOrigins.sws).toBe('https://funrize.example');
  });

  it('defaults to this machine for `npm start` on loopback and in development', () => {
    const local = loadConfig({ ...base, HOST: '127.0.0.1', PORT: '3100' });
    expect(local.publicDeployment).toBe(false);
    expect(local.publicOrigins.funrize).toBe('http://127.0.0.1:3100');
    const dev = loadConfig({ ...base, NODE_ENV: 'development', HOST: '0.0.0.0' });
    expect(dev.publicDeployment).toBe(false);
    expect(dev.publicOrigins.tao).toBe('http://localhost:3000');
  });

  it('names a malformed entry', () => {
    for (const value of [
      'funrize=not a url',
      'nobrand=https://x.example',
      'tao=https://x.example/path',
      'tao=ftp://x',
    ])
      expect(() => loadConfig({ ...base, PUBLIC_ORIGINS: value })).toThrow(
        /PUBLIC_ORIGINS: ".*" is not brand=/,
      );
  });
});
