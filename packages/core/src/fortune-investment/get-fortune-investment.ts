import type { ChosenPackage, FortunePackagesResponse } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { fortuneSettings, loadChosenPackage, packageView } from './fortune-plans.ts';

/** GET /rest/fortune-investment/packages/: the brand's packages and whether the player may choose one now. */
export async function getFortunePackages(
  db: Db,
  input: { brand: string; playerId: string; now: Date },
): Promise<FortunePackagesResponse['data']> {
  const [{ live, config }, chosen] = await Promise.all([
    fortuneSettings(db, input.brand, input.now),
    loadChosenPackage(db, input),
  ]);
  return {
    isActive: live,
    packages: live && config ? config.packages.map(packageView) : [],
    canChoose: live && (chosen === null || chosen.isComplete),
  };
}

/** GET /rest/fortune-investment/chosen-package/: the latest plan with its days, or null. */
export function getChosenPackage(
  db: Db,
  input: { playerId: string; now: Date },
): Promise<ChosenPackage | null> {
  return loadChosenPackage(db, input);
}
