import type { Permission } from '@casino/contracts';

/** What each permission lets a role do, completing "Your role (support) cannot …". */
export const PERMISSION_TEXT: Record<Permission, string> = {
  'dashboard.read': 'see the dashboard',
  'players.read': 'look up players',
  'players.note': "add notes to players' accounts",
  'players.lock': 'lock or close player accounts',
  'players.restrict': "change players' game restrictions",
  'players.adjust': 'adjust balances',
  'documents.read': 'see identity documents',
  'documents.review': 'review identity documents',
  'redeems.read': 'see redeem requests',
  'redeems.review': 'approve or reject redeem requests',
  'free-entry.read': 'see mail-in requests',
  'free-entry.enter': 'enter mail-in requests',
  'payments.read': 'see payments',
  'games.read': 'see the games',
  'games.manage': 'change the games',
  'offers.read': 'see offers and packages',
  'offers.manage': 'change offers, packages and banners',
  'features.read': 'see the engagement features',
  'features.manage': 'change the engagement features',
  'push.manage': 'send push campaigns',
  'chat.answer': 'answer chats',
  'content.manage': 'change terms, restricted regions and redirects',
  'audit.read': 'read the audit log',
  'operators.manage': 'manage operators and API keys',
};
