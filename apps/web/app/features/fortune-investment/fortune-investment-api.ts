import {
  ChosenPackageResponseSchema,
  CollectFortuneResponseSchema,
  FORTUNE_INVESTMENT_PATHS,
  FortunePackagesResponseSchema,
  type ChosenPackage,
  type CollectFortuneResponse,
  type FortunePackagesResponse,
} from '@casino/contracts';
import { http } from '../../lib/http/http-client.ts';

export const fetchFortunePackages = async (): Promise<FortunePackagesResponse['data']> =>
  (await http.get(FORTUNE_INVESTMENT_PATHS.packages, { schema: FortunePackagesResponseSchema })).data;

export const fetchChosenPackage = async (): Promise<ChosenPackage | null> =>
  (await http.get(FORTUNE_INVESTMENT_PATHS.chosenPackage, { schema: ChosenPackageResponseSchema })).data;

export const chooseFortunePackage = async (packageId: string): Promise<ChosenPackage | null> =>
  (await http.post(FORTUNE_INVESTMENT_PATHS.choose, { packageId }, { schema: ChosenPackageResponseSchema }))
    .data;

export const collectFortuneReturns = (): Promise<CollectFortuneResponse> =>
  http.post(FORTUNE_INVESTMENT_PATHS.collect, {}, { schema: CollectFortuneResponseSchema });
