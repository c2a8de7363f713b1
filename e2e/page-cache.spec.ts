import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROMO_OFFER_PATHS, type PromotionsPage } from '@casino/contracts';
import { PHONE, screenshot, setupBrowser } from './support/browser.ts';
import { signUpViaApi } from './support/accounts.ts';
import { slugOf } from './support/in-house.ts';
import { connected, postFromPage } from './support/page-api.ts';
import { E2E_OPS_TOKEN } from './support/server.ts';

const { open, baseUrl } = setupBrowser();

const guest = { cookie: 'i18n_redirected=en' };
const CLIENT_BUILD = new URL('../apps/web/build/client', import.meta.url).pathname;
const get = (path: string, headers: Record<string, string> = guest) =>
  fetch(baseUrl() + path, { headers, redirect: 'manual' });

/** A player signed up over HTTP, as the site's form does it: the CSRF cookie first, then the POST. */
async function signUp({ oneClick = false } = {}): Promise<{ cookie: string; email: string; csrf: string }> {
  const csrf = (await get('/healthz')).headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('csrf_token='))!;
  const email = `page-cache-${Date.now()}@example.test`;
  // One click: a player without an email, whose registration is not complete yet.
  const response = await fetch(`${baseUrl()}/rest/registration/${oneClick ? 'one-click/' : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: csrf, 'x-csrf-token': csrf.slice(11) },
    body: JSON.stringify(
      oneClick ? { agreeTerms: true } : { email, password: 'violet-harbor-42', agreeTerms: true },
    ),
  });
  expect(response.status).toBe(200);
  const set = response.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const sid = set.find((c) => c.startsWith('sid='))!;
  // The CSRF token is bound to the session: the sign-up sets the player's own.
  return { cookie: `i18n_redirected=en; ${sid}`, email, csrf: set.find((c) => c.startsWith('csrf_token='))! };
}

describe('guest pages from the cache', () => {
  it('gives every guest the same bytes, and a 304 to one who has them', async () => {
    const first = await get('/lobby/');
    const second = await get('/lobby/');
    expect(first.status).toBe(200);
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(await second.text()).toBe(await first.text());
    const etag = second.headers.get('etag')!;
    expect(etag).toBe(first.headers.get('etag'));
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(second.headers.get('vary')).toMatch(/accept-encoding/i);

    const again = await get('/lobby/', { ...guest, 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it('serves a first visit (no cookie) the same page, with its language cookie, and redirects without a render', async () => {
    const firstVisit = { 'accept-language': 'en-US,en;q=0.9' };
    await get('/lobby/', firstVisit);
    const english = await get('/lobby/', firstVisit);
    expect(english.status).toBe(200);
    expect(english.headers.get('x-page-cache')).toBe('hit');
    expect(english.headers.getSetCookie().map((c) => c.split(';')[0])).toContain('i18n_redirected=en');
    expect(english.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(await english.text()).toBe(await (await get('/lobby/')).text());

    // An /es/ path decides the language itself: Accept-Language plays no part.
    await get('/es/lobby/', firstVisit);
    const spanishPath = await get('/es/lobby/', firstVisit);
    expect(spanishPath.headers.get('x-page-cache')).toBe('hit');
    expect(spanishPath.headers.getSetCookie().map((c) => c.split(';')[0])).toContain('i18n_redirected=es');
    expect(spanishPath.headers.get('vary')).toBe('Accept-Encoding, Cookie');

    const spanish = await get('/', { 'accept-language': 'es' });
    expect(spanish.status).toBe(302);
    expect(spanish.headers.get('location')).toBe('/es/');
    expect(spanish.headers.getSetCookie().map((c) => c.split(';')[0])).toContain('i18n_redirected=es');
    expect(spanish.headers.get('cache-control')).toBe('private, no-store');
    const chosen = await get('/', { cookie: 'i18n_redirected=es' });
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get('location')).toBe('/es/');
    expect(chosen.headers.getSetCookie().map((c) => c.split(';')[0])).not.toContain('i18n_redirected=es');
  });

  it("serves a category page's first visit from the cache, with the landing texts only", async () => {
    const firstVisit = { 'accept-language': 'en-US,en;q=0.9' };
    await get('/games/hotGames/', firstVisit);
    const category = await get('/games/hotGames/', firstVisit);
    expect(category.status).toBe(200);
    expect(category.headers.get('x-page-cache')).toBe('hit');
    const html = await category.text();
    expect(html).toContain('Hot Games');
    // The rest of the language (the provably-fair page's eyebrow, say) comes once the page is idle: with every
    // text the page was three times the lobby's compressed size (issue #34).
    expect(html).not.toContain('Check any round');
  });

  it("answers a first visit with the redirect table's entry before any language rule", async () => {
    // Seeded: /casino → /lobby/ (packages/core/src/redirects/seed-redirects.ts).
    for (const headers of [{ 'accept-language': 'es' }, { 'accept-language': 'en' }]) {
      const moved = await get('/casino', headers);
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toBe('/lobby/');
    }
  });

  it('renders a missing page for its own request, with its own nonce', async () => {
    const response = await get('/no-such-page');
    expect(response.status).toBe(404);
    expect(response.headers.get('x-page-cache')).toBeNull();
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeDefined();
    expect(await response.text()).toContain(`nonce="${nonce}"`);
  });

  it('renders again after the catalogue is invalidated', async () => {
    await get('/');
    expect((await get('/')).headers.get('x-page-cache')).toBe('hit');
    const invalidated = await fetch(`${baseUrl()}/rest/ops/games/cache/invalidate/`, {
      method: 'POST',
      headers: { 'x-ops-token': E2E_OPS_TOKEN },
    });
    expect(invalidated.status).toBe(200);
    expect((await get('/')).headers.get('x-page-cache')).toBe('miss');
    expect((await get('/')).headers.get('x-page-cache')).toBe('hit');
  });

  it('runs the cached page scripts under its CSP: the page hydrates, nothing is blocked', async () => {
    const { page, context, url } = await open();
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      // Inline scripts are what the hashes allow; eval is refused by the site's CSP on every page.
      document.addEventListener('securitypolicyviolation', (event) => {
        if (event.blockedURI === 'inline') seen.push(event.sample);
      });
    });
    await page.goto(url('/')); // sets the language cookie
    const cached = await page.goto(url('/'));
    expect(cached?.headers()['x-page-cache']).toMatch(/^(hit|miss)$/);
    expect(cached?.headers()['content-security-policy']).toContain("'sha256-");
    await page.waitForFunction(() => '__reactRouterDataRouter' in window);
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
  });
});

/** Hides a game from one player (the operators' route): that player joins another restriction group. */
async function restrict(email: string, slug: string) {
  const response = await fetch(`${baseUrl()}/rest/ops/games/restriction/`, {
    method: 'POST',
    headers: { 'x-ops-token': E2E_OPS_TOKEN, 'content-type': 'application/json' },
    body: JSON.stringify({ playerEmail: email, slug, restricted: true }),
  });
  expect(response.status).toBe(200);
}

interface Own {
  login: string;
  email: string;
  displayName: string | null;
}

/** What of a player could show in a page: their email, its local part, their login and display name. */
async function ownParts(cookie: string): Promise<string[]> {
  const init = (await (await get('/rest/app/init/', { cookie })).json()) as Own;
  return [init.email, init.email.split('@')[0]!, init.login, ...(init.displayName ? [init.displayName] : [])];
}

/**
 * Two players' answers for one shared signed-in page: each 200 and private to its browser (no ETag, varied on
 * the cookie, script hashes in its CSP as a stored page has no nonce), the second a hit with the first's bytes.
 * Answers those bytes.
 */
async function sameSharedPage(first: Response, second: Response): Promise<string> {
  for (const response of [first, second]) {
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('etag')).toBeNull();
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    expect(response.headers.get('content-security-policy')).toContain("'sha256-");
  }
  expect(second.headers.get('x-page-cache')).toBe('hit');
  const html = await first.text();
  expect(await second.text()).toBe(html);
  return html;
}

describe("a signed-in lobby from its group's page (ADR 0031)", () => {
  it('gives two players of one group the same stored bytes, private to each browser, with nothing of either', async () => {
    const [a, b] = [await signUp(), await signUp()];
    const html = await sameSharedPage(
      await get('/lobby/', { cookie: a.cookie }),
      await get('/lobby/', { cookie: b.cookie }),
    );
    for (const part of [...(await ownParts(a.cookie)), ...(await ownParts(b.cookie))])
      expect(html).not.toContain(part);
    expect(html).toContain('data-skeleton="player"');
  });

  it('has every section in place, none moved in by a script after the first paint (the LCP banner paints first)', async () => {
    const { cookie } = await signUp();
    for (const headers of [{ cookie }, guest]) {
      const html = await (await get('/lobby/', headers)).text();
      expect(html).toContain('data-lobby=""');
      expect(html).toContain('fetchPriority="high"');
      // React reveals a section written after the shell ($RC) no sooner than 300 ms after the first frame.
      expect(html).not.toContain('$RC(');
      expect(html).not.toContain('<template id="B:');
    }
  });

  it("keeps restriction groups apart: a restricted player gets their own group's page", async () => {
    const [a, c, d] = [await signUp(), await signUp(), await signUp()];
    const open = await (await get('/lobby/', { cookie: a.cookie })).text();
    const slug = /data-game="([^"]+)"/.exec(open)![1]!;
    await restrict(c.email, slug);
    await restrict(d.email, slug);
    const restricted = await get('/lobby/', { cookie: c.cookie });
    expect(restricted.headers.get('x-page-cache')).toBe('miss');
    const html = await restricted.text();
    expect(html).not.toBe(open);
    expect(html).not.toContain(`data-game="${slug}"`);
    const same = await get('/lobby/', { cookie: d.cookie });
    expect(same.headers.get('x-page-cache')).toBe('hit');
    expect(await same.text()).toBe(html);
    for (const part of await ownParts(c.cookie)) expect(html).not.toContain(part);
  });

  it("shares a client navigation's data without the root's, and renders the root's for its player", async () => {
    const [a, b] = [await signUp(), await signUp()];
    const data = '/lobby.data?_routes=layout-default___en,lobby___en';
    await get(data, { cookie: a.cookie });
    const shared = await get(data, { cookie: b.cookie });
    expect(shared.status).toBe(200);
    expect(shared.headers.get('x-page-cache')).toBe('hit');
    expect(shared.headers.get('cache-control')).toBe('private, no-store');
    expect(await shared.text()).toBe(await (await get(data, { cookie: a.cookie })).text());
    // As a browser's navigation asks for it: the commas encoded.
    const encoded = await get(data.replaceAll(',', '%2C'), { cookie: b.cookie });
    expect(encoded.headers.get('x-page-cache')).toMatch(/^(hit|miss)$/);
    const withRoot = await get('/lobby.data?_routes=root%2Clayout-default___en%2Clobby___en', {
      cookie: a.cookie,
    });
    expect(withRoot.headers.get('x-page-cache')).toBeNull();
    expect(await withRoot.text()).toContain(a.email);
  });

  it('renders for itself what is not a live session or not a shared page', async () => {
    const stale = await get('/lobby/', { cookie: 'i18n_redirected=en; sid=not-a-session' });
    expect(stale.headers.get('x-page-cache')).toBeNull();
    expect(stale.headers.getSetCookie().some((c) => c.startsWith('sid=;'))).toBe(true);
    const { cookie, email } = await signUp();
    const account = await get('/account/', { cookie });
    expect(account.headers.get('x-page-cache')).toBeNull();
    expect(account.headers.get('cache-control')).toBe('private, no-store');
    // Another language's cookie on this path: the shell's language rule, for this request.
    const other = await get('/lobby/', {
      cookie: cookie.replace('i18n_redirected=en', 'i18n_redirected=es'),
    });
    expect(other.headers.get('x-page-cache')).toBeNull();
    expect(email).toContain('@');
  });

  it("shows each player their own name and balance once the group's page has loaded", async () => {
    await get('/lobby/', { cookie: (await signUp()).cookie }); // another player fills the group's page
    const { page, url } = await open();
    await signUpViaApi(page, { at: url('/lobby/') });
    const init = (await (await page.request.get(url('/rest/app/init/'))).json()) as Own;
    const name = init.displayName ?? init.login;
    const served = await page.goto(url('/lobby/'));
    expect(served?.headers()['x-page-cache']).toBe('hit');
    await page.locator('header').getByText(name).waitFor({ state: 'attached', timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: new RegExp(name) }).waitFor();
    expect(await page.locator('[data-skeleton="player"]').count()).toBe(0);
  }, 60_000);
});

/** The frame URL the game modal opens for this player: the play route's, with the session's token in it. */
async function launch(cookie: string): Promise<{ url: string; token: string }> {
  const play = await get(`/rest/game/${await slugOf('golden-link')}/play/`, { cookie });
  expect(play.status).toBe(200);
  const { url } = (await play.json()) as { url: string };
  return { url, token: new URL(url, baseUrl()).searchParams.get('session')! };
}

describe("a player's game frame from its group's page (ADR 0031)", () => {
  it('gives two players of one group the same stored bytes, with neither session token nor anything of either', async () => {
    const [a, b] = [await signUp(), await signUp()];
    const [frameA, frameB] = [await launch(a.cookie), await launch(b.cookie)];
    const html = await sameSharedPage(
      await get(frameA.url, { cookie: a.cookie }),
      await get(frameB.url, { cookie: b.cookie }),
    );
    const secrets = [frameA.token, frameB.token, encodeURIComponent(frameA.token)];
    for (const part of [...secrets, ...(await ownParts(a.cookie)), ...(await ownParts(b.cookie))])
      expect(html).not.toContain(part);
    expect(html).toContain('Loading the game…');
    // Opened without a session, the same page (which then says so): the key holds no query.
    const bare = await get(new URL(frameA.url, baseUrl()).pathname, { cookie: a.cookie });
    expect(bare.headers.get('x-page-cache')).toBe('hit');
    // Any other query (a replay's round) renders for its request, as before.
    const replay = await get(`${new URL(frameA.url, baseUrl()).pathname}?replay=r-1`, { cookie: a.cookie });
    expect(replay.headers.get('x-page-cache')).toBeNull();
  });

  it("plays from the shared page once hydrated, and the game's API refuses another's or an unknown session", async () => {
    const other = await signUp();
    const foreign = await launch(other.cookie);
    await get(foreign.url, { cookie: other.cookie }); // another player of the group fills the page
    const { page, url } = await open();
    await signUpViaApi(page, { at: url('/lobby/') });
    const own = await launch((await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; '));
    // A server page that differs from the browser's first render is a recoverable error React reports.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    const served = await page.goto(url(own.url));
    expect(served?.headers()['x-page-cache']).toBe('hit');
    await page.getByRole('button', { name: 'Spin', exact: true }).waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('balance').innerText()).toBe('10,000');
    expect(errors.filter((error) => /hydrat|#41[89]|#42[35]/i.test(error))).toEqual([]);

    for (const [frame, status, text] of [
      [foreign.url, 403, 'The game could not load'],
      [
        `${new URL(foreign.url, baseUrl()).pathname}?session=${'0'.repeat(32)}`,
        404,
        'This game session has ended',
      ],
    ] as const) {
      const answer = page.waitForResponse((r) => r.url().includes('/rest/in-house/session/'));
      expect((await page.goto(url(frame)))?.headers()['x-page-cache']).toBe('hit');
      expect((await answer).status()).toBe(status);
      await page.getByRole('alert').filter({ hasText: text }).waitFor();
    }
  }, 60_000);
});

/** Unlocks a secret promo offer for one player (a `promoOffer=` link's call): their promotions differ. */
async function unlockOffer(player: { cookie: string; csrf: string }, urlHash: string) {
  const response = await fetch(baseUrl() + PROMO_OFFER_PATHS.subscribe, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `${player.cookie}; ${player.csrf}`,
      'x-csrf-token': player.csrf.slice(11),
    },
    body: JSON.stringify({ urlHash }),
  });
  expect(response.status).toBe(200);
}

/** What a player's promotion cards could show of their offers: each offer's titles, in both languages. */
async function offerTitles(cookie: string): Promise<string[]> {
  const { payload } = (await (await get(PROMO_OFFER_PATHS.page, { cookie })).json()) as {
    payload: PromotionsPage;
  };
  return payload.promotions.flatMap((p) =>
    p.promoOfferPreset ? Object.values(p.promoOfferPreset.title) : [],
  );
}

describe("a signed-in promotions page from its group's page", () => {
  it("gives two players with different offers the same stored bytes, with neither one's cards, and a guest the teaser", async () => {
    const [a, b] = [await signUp(), await signUp()];
    await unlockOffer(a, 'gold-2026');
    const [titlesA, titlesB] = [await offerTitles(a.cookie), await offerTitles(b.cookie)];
    expect(titlesA).toEqual(expect.arrayContaining(['Secret gold offer', ...titlesB]));
    expect(titlesB).not.toContain('Secret gold offer');
    for (const [path, language] of [
      ['/promotions/', 'en'],
      ['/es/promotions/', 'es'],
    ] as const) {
      const as = (player: { cookie: string }) => ({
        cookie: player.cookie.replace('i18n_redirected=en', `i18n_redirected=${language}`),
      });
      const html = await sameSharedPage(await get(path, as(a)), await get(path, as(b)));
      // A's own offer (both languages), and either player's name; the seeded offers' titles may also be the
      // site's texts ("Welcome offer: …" in the header), so no card is told by its markers instead.
      const onlyA = titlesA.filter((title) => !titlesB.includes(title));
      for (const part of [...onlyA, ...(await ownParts(a.cookie)), ...(await ownParts(b.cookie))])
        expect(html, `${path}: ${part}`).not.toContain(part);
      expect(html).not.toMatch(/data-promotions-page|data-promotion-offer|data-buy-offer|data-promotion=/);
      expect(html).toContain('data-skeleton="promotion"');
    }
    const data = '/promotions.data?_routes=layout-guarded___en';
    await get(data, { cookie: a.cookie });
    const shared = await get(data, { cookie: b.cookie });
    expect(shared.status).toBe(200);
    expect(shared.headers.get('x-page-cache')).toBe('hit');

    // A guest still meets the guard: the teaser of what runs, not a shared page.
    const teaser = await get('/promotions/');
    expect(teaser.status).toBe(302);
    expect(teaser.headers.get('location')).toBe('/whats-on/?show=promotions&redirectTo=%2Fpromotions%2F');
  });

  it('renders for themselves a player the guard stops', async () => {
    const { cookie } = await signUp({ oneClick: true });
    const stopped = await get('/promotions/', { cookie });
    expect(stopped.status).toBe(302);
    expect(stopped.headers.get('location')).toMatch(/registration-complete/);
    expect(stopped.headers.get('x-page-cache')).toBeNull();
  });

  it("shows the player's own cards once the group's page has loaded, and a push updates them", async () => {
    await get('/promotions/', { cookie: (await signUp()).cookie }); // another player fills the group's page
    const { page, context, url } = await open({ viewport: PHONE });
    await context.addCookies([{ name: 'preset_package_popup_shown', value: '1', url: url('/') }]);
    await signUpViaApi(page, { at: url('/lobby/') });
    // The player's app init held back: the page as it is served, before anything of theirs.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/rest\/app\/init\//, async (route) => {
      await held;
      await route.continue();
    });
    const socket = connected(page);
    const served = await page.goto(url('/promotions/'));
    expect(served?.headers()['x-page-cache']).toBe('hit');
    const skeleton = page.locator('[data-skeleton="promotion"]').first();
    await skeleton.waitFor();
    const skeletonBox = (await skeleton.boundingBox())!;
    await screenshot(page, 'promotions/shared-skeleton-phone-en');
    release();
    const list = page.locator('[data-promotions-page]');
    await list.waitFor({ timeout: 20_000 });
    const text = await list.innerText();
    for (const title of ['Welcome offer', 'Low balance rescue']) expect(text).toContain(title);
    expect(text).not.toContain('Secret gold offer');
    // The first card takes the skeleton's place: the same column, its top where the skeleton's was.
    const card = (await page.locator('[data-promotions-page] article').first().boundingBox())!;
    expect([card.x, card.y, card.width]).toEqual([skeletonBox.x, skeletonBox.y, skeletonBox.width]);
    await screenshot(page, 'promotions/shared-filled-phone-en');

    // Unlocking a secret offer tells this player's pages (`promotionsPage update`): the list reads again.
    await socket;
    expect(await postFromPage(page, PROMO_OFFER_PATHS.subscribe, { urlHash: 'gold-2026' })).toBe(200);
    await expect.poll(() => list.innerText(), { timeout: 20_000 }).toContain('Secret gold offer');
  }, 90_000);
});

describe("the first load's scripts and style sheets", () => {
  it('are fetched once the page has painted, and then it hydrates', async () => {
    const { page, url } = await open();
    await page.goto(url('/'));
    await page.waitForFunction(() => '__reactRouterDataRouter' in window);
    const timings = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      chunks: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(timings.paint).not.toBeNull();
    expect(timings.chunks.length).toBeGreaterThan(3);
    for (const start of timings.chunks) expect(start).toBeGreaterThanOrEqual(timings.paint!);
  });

  it('are named by the page, not preloaded by its head, and sent as compressed at build time', async () => {
    const home = await get('/');
    expect(home.headers.get('content-security-policy')).toContain("default-src 'self'");
    const html = await home.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('rel="modulepreload"');
    // The loader's list (lib/html/hydrate-after-paint.server.ts) and the head's style sheets.
    const chunks = JSON.parse(/\}\)\((\["\/assets\/[^\]]*\])/.exec(html)![1]!) as string[];
    expect(chunks.length).toBeGreaterThan(3);
    const files = [
      ...chunks,
      ...[...head.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"#]+)/g)].map((m) => m[1]!),
    ];
    for (const file of files) {
      const plain = await get(file, { 'accept-encoding': 'identity' });
      const raw = await plain.text();
      if (raw.length < 1024) continue;
      for (const [encoding, extension] of [
        ['br', 'br'],
        ['gzip', 'gz'],
      ] as const) {
        const response = await get(file, { 'accept-encoding': encoding });
        expect(response.headers.get('content-encoding'), file).toBe(encoding);
        // The build's file as it is, not compressed again for this request.
        expect(Number(response.headers.get('content-length')), file).toBe(
          statSync(`${CLIENT_BUILD}${file}.${extension}`).size,
        );
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        // A subresource's headers, not a document's (plugins/security.ts).
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
        expect(response.headers.get('content-security-policy')).toBeNull();
        expect(await response.text(), file).toBe(raw); // fetch decodes it
      }
    }
  });
});
