import { z } from 'zod';
import { ok } from './api.ts';

/**
 * GET /rest/funmachine/: the fun machine is the cabinet of the mini games fed by play — what each one
 * has ready for the player, for the machine's screen.
 */
export const FunMachineResponseSchema = ok({
  data: z.object({
    games: z.array(
      z.object({
        key: z.enum(['funMeter', 'miniGameSlot', 'adventureMap']),
        isActive: z.boolean(),
        /** Something to do now: a spin stored, a section to claim. */
        ready: z.boolean(),
        /** 0–100: the meter's fill, the progress to the next spin or section. */
        percent: z.number().min(0).max(100),
      }),
    ),
  }),
});
export type FunMachine = z.infer<typeof FunMachineResponseSchema>['data'];

export const FUN_MACHINE_PATHS = { machine: '/rest/funmachine/' } as const;
