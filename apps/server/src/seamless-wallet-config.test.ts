import { describe, expect, it } from 'vitest';
import { deriveInHouseSecret, IN_HOUSE_PROVIDER } from '@casino/core';
import { loadConfig } from './config.ts';

const base = {
  NODE_ENV: 'test',
  DATA_DIR: '/tmp/casino-config-test-unused',
  SESSION_SECRET: 'config-test-secret-config-test-secret-01',
};

describe('SEAMLESS_WALLET_SECRETS', () => {
  it('defaults to the in-house provider with a secret derived from SESSION_SECRET', () => {
    expect(loadConfig(base).seamlessWalletSecrets).toEqual({
      [IN_HOUSE_PROVIDER]: deriveInHouseSecret(base.SESSION_SECRET),
    });
  });

  it('reads provider=secret pairs and may override the in-house secret', () => {
    const config = loadConfig({
      ...base,
      SEAMLESS_WALLET_SECRETS: 'acme=acme-secret-0123456789, in-house=inhouse-secret-0123456789',
    });
    expect(config.seamlessWalletSecrets).toEqual({
      acme: 'acme-secret-0123456789',
      [IN_HOUSE_PROVIDER]: 'inhouse-secret-0123456789',
    });
  });

  it('refuses a pair without a provider or with a short secret, naming the setting', () => {
    expect(() => loadConfig({ ...base, SEAMLESS_WALLET_SECRETS: 'acme=short' })).toThrow(
      /SEAMLESS_WALLET_SECRETS/,
    );
    expect(() => loadConfig({ ...base, SEAMLESS_WALLET_SECRETS: '=no-provider-0123456789' })).toThrow(
      /SEAMLESS_WALLET_SECRETS/,
    );
  });
});
