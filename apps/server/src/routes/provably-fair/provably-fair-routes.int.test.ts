import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '@casino/core/testing';
import { LANGUAGE_COOKIE, PROVABLY_FAIR_PATHS } from '@casino/contracts';
import { setupTestApp } from '../../testing/test-app.ts';
import { createAgent } from '../../testing/agent.ts';
import { signedInPlayer } from '../../testing/signed-in-player.ts';

describe.each(databaseKinds())('provably fair routes on %s', (kind) => {
  const t = setupTestApp(kind);

  it('show the commitment, take a client seed, and rotate to reveal the committed seed', async () => {
    const { agent } = await signedInPlayer(t);
    const first = await agent.get(PROVABLY_FAIR_PATHS.fairness);
    expect(first.statusCode, first.body).toBe(200);
    const { active } = first.json().fairness;
    expect(first.headers['cache-control']).toContain('no-store');

    const set = await agent.request({
      method: 'PUT',
      url: PROVABLY_FAIR_PATHS.clientSeed,
      payload: { clientSeed: '  my seed  ' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().fairness.active).toEqual({ ...active, clientSeed: 'my seed' });

    const rotated = await agent.post(PROVABLY_FAIR_PATHS.rotate, {});
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { revealed, fairness } = rotated.json();
    expect(createHash('sha256').update(Buffer.from(revealed.serverSeed, 'hex')).digest('hex')).toBe(
      active.serverSeedHash,
    );
    expect(fairness.previous).toEqual(revealed);
    expect(fairness.active).toMatchObject({ clientSeed: 'my seed', nextNonce: 0 });
  });

  it('refuse a bad client seed with a sentence in the reader’s language, and guests', async () => {
    const { agent } = await signedInPlayer(t);
    // The server answers in the language of the site's language cookie.
    const put = (clientSeed: unknown, language = 'en') => {
      agent.jar.set(LANGUAGE_COOKIE.name, language);
      return agent.request({ method: 'PUT', url: PROVABLY_FAIR_PATHS.clientSeed, payload: { clientSeed } });
    };
    for (const [seed, en, es] of [
      ['   ', 'Enter a client seed', 'Escribe una semilla de cliente'],
      ['x'.repeat(65), 'at most 64 characters', 'como máximo 64 caracteres'],
      ['tab\there', 'control characters', 'caracteres de control'],
    ] as const) {
      const english = await put(seed);
      expect(english.statusCode, english.body).toBeGreaterThanOrEqual(400);
      expect(english.statusCode).toBeLessThan(500);
      expect(JSON.stringify(english.json())).toContain(en);
      expect(JSON.stringify((await put(seed, 'es')).json())).toContain(es);
    }
    expect((await agent.get(PROVABLY_FAIR_PATHS.fairness)).json().fairness.active.clientSeed).toMatch(
      /^[0-9a-f]{32}$/,
    );
    expect((await createAgent(t.app).get(PROVABLY_FAIR_PATHS.fairness)).statusCode).toBe(401);
  });
});
