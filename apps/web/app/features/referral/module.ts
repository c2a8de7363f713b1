import { forPlayers, lazyExport, type FeatureModule } from '../../lib/feature-module.ts';

const cards = () => import('./promotion-cards.tsx');

export const referralModule: FeatureModule = {
  slug: 'referral',
  roots: [forPlayers(lazyExport(() => import('./referral-toasts.tsx'), 'ReferralToasts'))],
  promotionCards: {
    invite: lazyExport(cards, 'InviteCard'),
    inviteQualification: lazyExport(cards, 'InviteQualificationCard'),
  },
  // A purchase through the invite card's cashier link qualifies the invite: the checkout says so.
  cashierFlags: [{ name: 'inviteQualification', note: 'referral.cashier.qualifies' }],
  // Inviting friends, while the brand rewards a friend's first purchase.
  freeCoinsWays: [
    {
      feature: 'inviteQualification',
      title: 'referral.freeCoins.title',
      text: 'referral.freeCoins.text',
      action: 'referral.freeCoins.open',
      page: '/referral/',
    },
  ],
};
