import { describe, expect, it } from 'vitest';
import { databaseKinds } from '@casino/core/testing';
import { hostOf, setupEveryBrandApp } from '../../testing/feature-app.ts';
import { createAgent } from '../../testing/agent.ts';

// Issue #33 item 15: the answer follows the brand's auth mode, as the site's own guard does.
describe.each(databaseKinds())('GET /rest/request/handle/ by auth mode on %s', (kind) => {
  const { t } = setupEveryBrandApp(kind);
  const handle = async (host: string, path: string) => {
    const response = await createAgent(t.app, { host }).get(
      `/rest/request/handle/?path=${encodeURIComponent(path)}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { redirectUrl: string }).redirectUrl;
  };

  it('sends a guest to the sign-in page on a brand with one, else to the login modal', async () => {
    expect(await handle(hostOf('funrize'), '/referral')).toBe('/signin/?redirectTo=%2Freferral');
    // Tao has no auth page: the home page with the login modal, and the way back.
    expect(await handle(hostOf('tao'), '/referral')).toBe('/?openModal=login&redirectTo=%2Freferral');
    expect(await handle(hostOf('tao'), '/es/account')).toBe(
      '/es/?openModal=login&redirectTo=%2Fes%2Faccount',
    );
    // Promotions and races show every brand's guest the teaser, with the sign-up.
    expect(await handle(hostOf('tao'), '/es/promotions')).toBe(
      '/es/whats-on/?show=promotions&redirectTo=%2Fes%2Fpromotions',
    );
  });
});
