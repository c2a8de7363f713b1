import { FairnessResponseSchema, PROVABLY_FAIR_PATHS, RotateSeedPairResponseSchema } from '@casino/contracts';
import { http } from '../../lib/http/http-client.ts';

export const fetchFairness = async () =>
  (await http.get(PROVABLY_FAIR_PATHS.fairness, { schema: FairnessResponseSchema })).fairness;

export const saveClientSeed = async (clientSeed: string) =>
  (await http.put(PROVABLY_FAIR_PATHS.clientSeed, { clientSeed }, { schema: FairnessResponseSchema }))
    .fairness;

export const rotateSeeds = async () =>
  (await http.post(PROVABLY_FAIR_PATHS.rotate, {}, { schema: RotateSeedPairResponseSchema })).fairness;
