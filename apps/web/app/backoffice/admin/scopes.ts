import { PERMISSION_NAMES, type Permission } from '@casino/contracts';

/** The area of a permission: `players.adjust` → `players`. */
export const areaOf = (permission: string): string => permission.split('.')[0] ?? permission;

/** What an area is called on the API key form (an area not listed here shows its own name). */
const AREA_LABELS: Record<string, string> = {
  dashboard: 'Dashboard',
  players: 'Players',
  documents: 'Identity documents',
  redeems: 'Redeems',
  payments: 'Payments',
  games: 'Games',
  offers: 'Offers, packages and banners',
  features: 'Engagement features',
  push: 'Push campaigns',
  chat: 'Chat',
  content: 'Content (terms, regions, redirects)',
  audit: 'Audit log',
  operators: 'Operators and API keys',
};

export const areaLabel = (area: string): string =>
  AREA_LABELS[area] ?? area.charAt(0).toUpperCase() + area.slice(1);

export interface ScopeGroup {
  area: string;
  label: string;
  permissions: Permission[];
}

/**
 * The permissions an API key may be given, grouped by area, in the contract's order (areas in the order
 * their first permission appears, permissions in theirs), so the form follows the permission matrix.
 */
export function groupScopes(permissions: readonly Permission[] = PERMISSION_NAMES): ScopeGroup[] {
  const groups = new Map<string, ScopeGroup>();
  for (const permission of permissions) {
    const area = areaOf(permission);
    let group = groups.get(area);
    if (!group) {
      group = { area, label: areaLabel(area), permissions: [] };
      groups.set(area, group);
    }
    group.permissions.push(permission);
  }
  return [...groups.values()];
}

/** Whether none, some or all of a group's permissions are chosen (for its "whole area" box). */
export function groupState(group: ScopeGroup, chosen: readonly string[]): 'none' | 'some' | 'all' {
  const n = group.permissions.filter((p) => chosen.includes(p)).length;
  return n === 0 ? 'none' : n === group.permissions.length ? 'all' : 'some';
}

/**
 * The chosen scopes after ticking (`on`) or unticking a whole area, in the contract's order and without
 * duplicates; scopes of other areas stay as they were.
 */
export function setGroup(chosen: readonly string[], group: ScopeGroup, on: boolean): Permission[] {
  const next = new Set(chosen.filter((p) => !(group.permissions as string[]).includes(p)));
  if (on) for (const p of group.permissions) next.add(p);
  return PERMISSION_NAMES.filter((p) => next.has(p));
}

/** The chosen scopes after ticking or unticking one, in the contract's order. */
export function setScope(chosen: readonly string[], permission: Permission, on: boolean): Permission[] {
  const next = new Set(chosen);
  if (on) next.add(permission);
  else next.delete(permission);
  return PERMISSION_NAMES.filter((p) => next.has(p));
}
