import { describe, expect, it } from 'vitest';
import { createPlayer, databaseKinds } from '@casino/core/testing';
import { setupTestApp } from '../testing/test-app.ts';
import { createAgent, signedInAgent } from '../testing/agent.ts';
import { multipartFile, tinyPng } from '../testing/documents.ts';

/** Paths that are not a player's own data: public content, operator and development tools. */
const NOT_PLAYER_DATA = [
  /^\/rest\/ops\//,
  /^\/dev\//,
  /^\/healthz/,
  /^\/readyz/,
  /^\/api\/rest\/translations/,
];

describe.each(databaseKinds())('one player never sees another player’s data, on %s', (kind) => {
  const t = setupTestApp(kind);

  it('answers every GET endpoint for B without anything of A', async () => {
    const routes: string[] = [];
    for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
      const match = line.match(/([/][^\s(]*)\s*\(([^)]*)\)/);
      if (match && match[2]!.includes('GET')) routes.push(match[1]!.trim());
    }
    const a = await createPlayer(t.database.db);
    const b = await createPlayer(t.database.db);
    const asA = await signedInAgent(t.app, a);
    const upload = await asA.request({
      method: 'POST',
      url: '/rest/player/documents/',
      ...multipartFile({ name: 'id.png', type: 'image/png', data: tinyPng(7) }),
    });
    expect(upload.statusCode).toBeLessThan(300);
    const aProfile = (await asA.get('/rest/player/profile/')).json().data;
    const secrets = [a.email, aProfile.login, a.player.id, a.player.refcode];

    const asB = await signedInAgent(t.app, b);
    const checked: string[] = [];
    for (const route of new Set(routes)) {
      if (route.includes(':') || route.includes('*') || NOT_PLAYER_DATA.some((p) => p.test(route))) continue;
      const response = await asB.get(route);
      expect(response.statusCode, route).toBeLessThan(500);
      for (const secret of secrets) expect(response.body, `${route} leaks ${secret}`).not.toContain(secret);
      checked.push(route);
    }
    // The router prints paths without their trailing slash.
    expect(checked).toEqual(
      expect.arrayContaining([
        '/rest/app/init',
        '/rest/player/profile',
        '/rest/player/documents',
        '/rest/page/profile',
      ]),
    );
    expect(checked.length).toBeGreaterThan(10);
  });

  it('acts only on the session’s own player for every state-changing endpoint a guest or B can reach', async () => {
    const a = await createPlayer(t.database.db);
    const before = (await (await signedInAgent(t.app, a)).get('/rest/player/profile/')).json().data;
    const b = await createPlayer(t.database.db);
    const asB = await signedInAgent(t.app, b);
    // B tries to reach A's account by naming it in the body: every endpoint ignores or refuses the extra fields.
    const attempts: Array<[string, object]> = [
      ['/rest/player/profile/', { name: 'Mallory', id: a.player.id, playerId: a.player.id }],
      ['/rest/players/email/', { email: a.email }],
      ['/rest/terms/confirm/', { ids: [1], playerId: a.player.id }],
      ['/rest/restriction/player/block/', { apps: ['geo'], playerId: a.player.id }],
    ];
    for (const [url, body] of attempts) {
      const response = await asB.post(url, body);
      expect(response.statusCode, url).toBeLessThan(500);
    }
    // A guest may report a geo block (guests are checked too); everything else needs a session.
    const guest = createAgent(t.app);
    for (const [url, body] of attempts.filter(([url]) => !url.includes('/restriction/')))
      expect((await guest.post(url, body)).statusCode, url).toBeGreaterThanOrEqual(400);
    const after = (await (await signedInAgent(t.app, a)).get('/rest/player/profile/')).json().data;
    expect(after).toMatchObject({ name: before.name, email: before.email, login: before.login });
  });
});
