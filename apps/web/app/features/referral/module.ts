import { forPlayers, lazyExport, type FeatureModule } from '../../lib/feature-module.ts';

const cards = () => import('./promotion-cards.tsx');

export const referralModule: FeatureModule = {
  slug: 'referral',
  roots: [forPlayers(lazyExport(() => import('./referral-toasts.tsx'), 'ReferralToasts'))],
  promotionCards: {
    invite: lazyExport(cards, 'InviteCard'),
    inviteQualification: lazyExport(cards, 'InviteQualificationCard'),
  },
};
