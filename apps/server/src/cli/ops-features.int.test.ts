import { describe, expect, it, vi } from 'vitest';
import { loadFeature } from '@casino/core';
import { seededFeatureKeys } from '@casino/core/testing';
import { setupOpsDataDir } from '../testing/ops-cli.ts';
import { main } from './ops.ts';

describe('npm run ops -- features:list / features:set', () => {
  const { env, open, openSeeded } = setupOpsDataDir('features');

  it('lists a brand’s features and changes one in the embedded database', async () => {
    let database = await openSeeded();
    await database.close();

    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(await main(['features:list', 'tao'], env)).toBe(0);
    const listed = JSON.parse(String(log.mock.calls.at(-1)![0])) as Array<{ key: string }>;
    expect(listed.map((f) => f.key)).toEqual(seededFeatureKeys());

    const change = '{"enabled":false,"schedule":{"finishesAt":"2030-01-01T00:00:00Z"}}';
    expect(await main(['features:set', 'tao', 'dailyWheel', change], env)).toBe(0);
    database = open();
    expect(await loadFeature(database.db, 'tao', 'dailyWheel')).toMatchObject({
      enabled: false,
      schedule: { finishesAt: '2030-01-01T00:00:00Z', period: { resetHour: 0, timeZone: 'UTC' } },
    });
    await database.close();

    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await main(['features:set', 'tao', 'dailyWheel'], env)).toBe(2);
    expect(await main(['features:set', 'tao', 'dailyWheel', '{enabled'], env)).toBe(2);
    expect(await main(['features:set', 'tao', 'dailyWheel', '{"config":{"sectors":[]}}'], env)).toBe(1);
    expect(error.mock.calls.flat().join('\n')).toContain('The config is not valid. config.sectors');
    expect(await main(['features:list', 'acme'], env)).toBe(2);
  }, 90_000);
});
