import { describe, expect, it } from 'vitest';
import { PERMISSION_NAMES, PERMISSION_TEXT, type Permission } from '@casino/contracts';
import { areaLabel, groupScopes, groupState, setGroup, setScope } from './scopes.ts';

describe('API key scopes grouped by area', () => {
  const groups = groupScopes();

  it('holds every permission once, in the contract order, under its own area', () => {
    expect(groups.flatMap((g) => g.permissions)).toEqual(PERMISSION_NAMES);
    for (const group of groups)
      for (const permission of group.permissions) expect(permission.startsWith(`${group.area}.`)).toBe(true);
    expect(new Set(groups.map((g) => g.area)).size).toBe(groups.length);
  });

  it('names each area and each permission in words (a new one in the contract needs its text)', () => {
    for (const group of groups) expect(group.label, group.area).not.toBe(group.area);
    for (const permission of PERMISSION_NAMES) expect(PERMISSION_TEXT[permission]).toBeTruthy();
    expect(groups.find((g) => g.area === 'players')).toMatchObject({
      label: 'Players',
      permissions: [
        'players.read',
        'players.note',
        'players.lock',
        'players.restrict',
        'players.adjust',
        'players.lift-break',
      ],
    });
    expect(areaLabel('reports')).toBe('Reports');
  });

  it('groups a given list, keeping the order areas first appear in', () => {
    const list: Permission[] = ['audit.read', 'players.read', 'audit.read', 'players.lock'];
    expect(groupScopes(list).map((g) => [g.area, g.permissions])).toEqual([
      ['audit', ['audit.read', 'audit.read']],
      ['players', ['players.read', 'players.lock']],
    ]);
  });

  it('ticks and unticks a whole area without touching the others, in the contract order', () => {
    const players = groups.find((g) => g.area === 'players')!;
    const start = ['audit.read', 'players.lock'];
    expect(groupState(players, start)).toBe('some');
    const all = setGroup(start, players, true);
    expect(all).toEqual([...players.permissions, 'audit.read']);
    expect(groupState(players, all)).toBe('all');
    const none = setGroup(all, players, false);
    expect(none).toEqual(['audit.read']);
    expect(groupState(players, none)).toBe('none');
  });

  it('ticks one scope without duplicates and unticks it', () => {
    const once = setScope(['offers.read'], 'dashboard.read', true);
    expect(once).toEqual(['dashboard.read', 'offers.read']);
    expect(setScope(once, 'dashboard.read', true)).toEqual(once);
    expect(setScope(once, 'offers.read', false)).toEqual(['dashboard.read']);
  });
});
