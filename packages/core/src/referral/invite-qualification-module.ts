import type { InviteQualificationConfig } from '@casino/contracts';
import { defineFeatureModule } from '../engagement/feature-module.ts';
import { inviteQualificationPromotion } from './invite-promotions.ts';
import { inviteQualificationFeature } from './invite-qualification-feature.ts';
import { inviteQualificationHandler } from './qualify-invite.ts';

declare module '../engagement/feature-module.ts' {
  interface FeatureConfigs {
    inviteQualification: InviteQualificationConfig;
  }
}

export const inviteQualificationModule = defineFeatureModule({
  ...inviteQualificationFeature,
  activity: inviteQualificationHandler,
  promotions: { position: 80, cards: inviteQualificationPromotion },
});
