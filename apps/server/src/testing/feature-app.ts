import { expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BRAND_KEYS, type BrandKey } from '@casino/contracts';
import { tables, type Clock, type Db } from '@casino/core';
import type { DatabaseKind } from '@casino/core/testing';
import type { App } from '../app.ts';
import type { Config } from '../config.ts';
import { createAgent } from './agent.ts';
import { signedInPlayer } from './signed-in-player.ts';
import { setupTestApp } from './test-app.ts';

/** The operator token (`x-ops-token`) of the feature suites' apps. */
export const OPS_TOKEN = 'ops-token-for-tests-0123456789';

/** The host a suite's app answers a brand on: `<brand>.test`. */
export const hostOf = (brand: BrandKey) => `${brand.toLowerCase()}.test`;

/**
 * Tests only: a feature suite's app (setupTestApp) with the operator token and every brand on its own host, and
 * `player`: a new signed-in player of a brand, on the brand's host.
 */
export function setupEveryBrandApp(
  kind: DatabaseKind,
  overrides: Partial<Config> = {},
  options: { clock?: Clock } = {},
) {
  const t = setupTestApp(
    kind,
    {
      opsToken: OPS_TOKEN,
      brandHosts: new Map(BRAND_KEYS.map((brand) => [hostOf(brand), brand])),
      ...overrides,
    },
    options,
  );
  const player = (brand: BrandKey = 'funrize') => signedInPlayer(t, { host: hostOf(brand), brand });
  return { t, player };
}

/** Tests only: a brand's feature settings changed through `PUT /rest/ops/features/:brand/:key/`; the answer. */
export const putFeature = (app: App, brand: string, key: string, change: object) =>
  createAgent(app).request({
    method: 'PUT',
    url: `/rest/ops/features/${brand}/${key}/`,
    payload: change,
    headers: { 'x-ops-token': OPS_TOKEN },
  });

/** The same, expecting the change applied. */
export async function setFeature(app: App, brand: string, key: string, change: object) {
  const response = await putFeature(app, brand, key, change);
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

/** Tests only: the claims a player made of a feature (`feature_claims` rows). */
export const featureClaimsOf = (db: Db, playerId: string, featureKey: string) =>
  db
    .select()
    .from(tables.featureClaims)
    .where(and(eq(tables.featureClaims.playerId, playerId), eq(tables.featureClaims.featureKey, featureKey)));
