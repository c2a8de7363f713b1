import { describe, expect, it } from 'vitest';
import { AppInitSchema, PROMO_OFFER_PATHS, PromotionsPageResponseSchema } from '@casino/contracts';
import { databaseKinds } from '@casino/core/testing';
import { setFeature, setupEveryBrandApp } from '../../testing/feature-app.ts';

// Issue #33 item 20: an operator switching a feature off takes it off the player's screens at once.
describe.each(databaseKinds())('a feature switched off on %s', (kind) => {
  const { t, player } = setupEveryBrandApp(kind);

  it('loses its promotion card and its app-init flag; switched on, both come back', async () => {
    const { agent } = await player('funrize');
    const seen = async () => {
      const page = await agent.get(PROMO_OFFER_PATHS.page);
      expect(page.statusCode, page.body).toBe(200);
      const init = await agent.get('/rest/app/init/');
      expect(init.statusCode, init.body).toBe(200);
      return {
        card: PromotionsPageResponseSchema.parse(page.json()).payload.promotions.some(
          (p) => p.type === 'prizeDrops',
        ),
        flag: AppInitSchema.parse(init.json()).prizeDrops.isActive,
      };
    };
    expect(await seen()).toEqual({ card: true, flag: true });
    await setFeature(t.app, 'funrize', 'prizeDrops', { enabled: false });
    expect(await seen()).toEqual({ card: false, flag: false });
    await setFeature(t.app, 'funrize', 'prizeDrops', { enabled: true });
    expect(await seen()).toEqual({ card: true, flag: true });
  }, 60_000);
});
