import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DISPLAY_NAME_PATH, LANGUAGE_COOKIE } from '@casino/contracts';
import { databaseKinds } from '@casino/core/testing';
import { setupTestApp } from '../../testing/test-app.ts';
import { createAgent } from '../../testing/agent.ts';
import { signedInPlayer } from '../../testing/signed-in-player.ts';

describe.each(databaseKinds())('POST /rest/player/display-name/ on %s', (kind) => {
  const t = setupTestApp(kind);
  const signedIn = (brand?: 'tao') =>
    signedInPlayer(t, brand ? { host: 'tao.test', brand } : { oneClick: true });
  const unique = (base: string) => `${base}${randomInt(1e6)}`;

  it('stores the name and answers it in the profile and in app init', async () => {
    const { agent } = await signedIn();
    const name = unique('Lucky ');
    const response = await agent.post(DISPLAY_NAME_PATH, { displayName: `  ${name} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.displayName).toBe(name);
    expect((await agent.get('/rest/app/init/')).json().displayName).toBe(name);
  });

  it('refuses each bad name with a sentence under the field, in the reader’s language', async () => {
    const { agent } = await signedIn();
    const cases: [string, string][] = [
      ['ab', 'at least 3 characters'],
      ['x'.repeat(21), 'at most 20 characters'],
      ['<script>', 'letters, digits'],
      ['F.u_c K er', 'not allowed'],
    ];
    for (const [displayName, text] of cases) {
      const response = await agent.post(DISPLAY_NAME_PATH, { displayName });
      expect(response.statusCode, displayName).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, displayName).toBeLessThan(500);
      expect(response.json().errors.displayName[0], displayName).toContain(text);
    }
    agent.jar.set(LANGUAGE_COOKIE.name, 'es');
    const es = await agent.post(DISPLAY_NAME_PATH, { displayName: 'ab' });
    expect(es.json().errors.displayName[0]).toContain('al menos 3 caracteres');
  });

  it('keeps a name to one player of the brand whatever its case, and lets another brand use it', async () => {
    const name = unique('Star');
    const first = await signedIn();
    expect((await first.agent.post(DISPLAY_NAME_PATH, { displayName: name })).statusCode).toBe(200);
    // Saving the same name again is no change, not a clash with oneself.
    expect((await first.agent.post(DISPLAY_NAME_PATH, { displayName: name })).statusCode).toBe(200);

    const second = await signedIn();
    const clash = await second.agent.post(DISPLAY_NAME_PATH, { displayName: name.toUpperCase() });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors.displayName[0]).toContain('Another player already uses this name');

    const elsewhere = await signedIn('tao');
    expect((await elsewhere.agent.post(DISPLAY_NAME_PATH, { displayName: name })).statusCode).toBe(200);
  });

  it('asks a guest to sign in', async () => {
    const response = await createAgent(t.app).post(DISPLAY_NAME_PATH, { displayName: 'Somebody' });
    expect(response.statusCode).toBe(401);
  });
});
