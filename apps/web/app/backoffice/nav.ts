import type { Permission } from '@casino/contracts';

export interface NavEntry {
  /** The screen's path, e.g. `/backoffice/players/`. */
  to: string;
  label: string;
  /** Shown only to roles that have it (the server checks it again on every call). */
  permission: Permission;
}

/**
 * The back-office's side navigation, in order. Each screen adds its one line here (issue #16); entries the
 * operator's role cannot use are not shown.
 */
export const NAV: NavEntry[] = [
  { to: '/backoffice/', label: 'Dashboard', permission: 'dashboard.read' },
  { to: '/backoffice/players/', label: 'Players', permission: 'players.read' },
  { to: '/backoffice/documents/', label: 'Documents', permission: 'documents.read' },
  { to: '/backoffice/identity-reviews/', label: 'Identity reviews', permission: 'documents.read' },
  { to: '/backoffice/support-chat/', label: 'Support chat', permission: 'chat.answer' },
  { to: '/backoffice/redeems/', label: 'Redeems', permission: 'redeems.read' },
  { to: '/backoffice/free-entry/', label: 'Mail-in requests', permission: 'free-entry.read' },
  { to: '/backoffice/payments/', label: 'Payments', permission: 'payments.read' },
  { to: '/backoffice/features/', label: 'Features', permission: 'features.read' },
  { to: '/backoffice/calendar/', label: 'Calendar', permission: 'features.read' },
  { to: '/backoffice/tournament-templates/', label: 'Tournament templates', permission: 'features.read' },
  { to: '/backoffice/quest-templates/', label: 'Quest templates', permission: 'features.read' },
  { to: '/backoffice/games/', label: 'Games', permission: 'games.read' },
  { to: '/backoffice/jackpots/', label: 'Jackpots', permission: 'games.read' },
  { to: '/backoffice/offers/', label: 'Offers', permission: 'offers.read' },
  { to: '/backoffice/banners/', label: 'Banners', permission: 'offers.read' },
  { to: '/backoffice/push-campaigns/', label: 'Push campaigns', permission: 'push.read' },
  { to: '/backoffice/content/', label: 'Content', permission: 'content.manage' },
  { to: '/backoffice/compliance/', label: 'Compliance rules', permission: 'compliance.read' },
  { to: '/backoffice/audit/', label: 'Audit log', permission: 'audit.read' },
  { to: '/backoffice/operators/', label: 'Operators', permission: 'operators.manage' },
  { to: '/backoffice/api-keys/', label: 'API keys', permission: 'operators.manage' },
];
