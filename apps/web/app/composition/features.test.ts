import { describe, expect, it } from 'vitest';
import { bannerFeatureOf, featureCashierFlags, featureOpenModalValues } from '../lib/feature-module.ts';
import { getModalDefinition } from '../lib/modals/registry.ts';
import './app-root.tsx';
import { FEATURE_MODULES } from './features.ts';

const modals = FEATURE_MODULES.flatMap((module) => module.modals ?? []);

describe('the feature modules list', () => {
  it('names every module and every modal once: a second registration would silently replace the first', () => {
    const slugs = FEATURE_MODULES.map((module) => module.slug);
    expect(slugs.filter((slug, index) => slugs.indexOf(slug) !== index)).toEqual([]);
    const names = modals.map((modal) => modal.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('lists every feature folder with a module.ts, under its folder name', () => {
    const folders = Object.keys(import.meta.glob('../features/*/module.{ts,tsx}')).map(
      (path) => path.split('/')[2],
    );
    expect(FEATURE_MODULES.map((module) => module.slug).sort()).toEqual(folders.sort());
  });

  it('gives each promotion card type and rewards hub row to one module', () => {
    for (const field of ['promotionCards', 'rewardsHub'] as const) {
      const keys = FEATURE_MODULES.flatMap((module) => Object.keys(module[field] ?? {}));
      expect(
        keys.filter((key, index) => keys.indexOf(key) !== index),
        field,
      ).toEqual([]);
    }
  });

  it('is registered by loading the app root, before anything can open a modal', () => {
    for (const { name } of modals) expect(getModalDefinition(name), name).toBeDefined();
  });

  it("answers what the shared screens ask of the features' banners, openModal values and cashier flags", () => {
    // The free-play challenge's banner opens the quests' dialog: shown while quests run for the player.
    expect([bannerFeatureOf('fpChallenge'), bannerFeatureOf('ordinary')]).toEqual(['quest', undefined]);
    expect(featureOpenModalValues()).toContain('season');
    for (const value of featureOpenModalValues()) expect(getModalDefinition(value), value).toBeDefined();
    expect(featureCashierFlags().map((flag) => flag.name)).toEqual(['inviteQualification']);
  });
});
