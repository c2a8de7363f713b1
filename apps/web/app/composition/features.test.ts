import { describe, expect, it } from 'vitest';
import { getModalDefinition } from '../lib/modals/registry.ts';
import './app-root.tsx';
import { FEATURE_MODALS } from './features.ts';

describe('the features list', () => {
  it('names every modal once: a second registration would silently replace the first', () => {
    const names = FEATURE_MODALS.map((modal) => modal.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('is registered by loading the app root, before anything can open a modal', () => {
    for (const { name } of FEATURE_MODALS) expect(getModalDefinition(name), name).toBeDefined();
  });
});
