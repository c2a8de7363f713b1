import { InviteQualificationConfigSchema, type InviteQualificationConfig } from '@casino/contracts';
import { ALWAYS_DAILY, type FeatureDefinition } from '../engagement/feature-definition.ts';

/**
 * When an invited friend completes their first purchase: 25,000 coins and 5 entries to the player who
 * invited them, 10,000 coins and 2 entries to the friend (each paid once, docs/engagement.md).
 */
export const INVITE_QUALIFICATION_DEFAULT_CONFIG: InviteQualificationConfig = {
  inviterPrize: { coins: 25_000, entries: 5, freeSpins: null },
  inviteePrize: { coins: 10_000, entries: 2, freeSpins: null },
};

export const inviteQualificationFeature: FeatureDefinition<InviteQualificationConfig, 'inviteQualification'> =
  {
    key: 'inviteQualification',
    configSchema: InviteQualificationConfigSchema,
    // The period is unused: claims are by occasion (`invite:{friend}`, `invited:{friend}`).
    defaults: { priority: 40, schedule: ALWAYS_DAILY, config: INVITE_QUALIFICATION_DEFAULT_CONFIG },
    byOccasion: true,
  };
