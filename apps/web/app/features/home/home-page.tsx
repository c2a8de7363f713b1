import type { ReactNode } from 'react';
import type { HomePage as HomePayload } from '@casino/contracts';
import { useRootData } from '../../lib/root-data.ts';
import { CategoryStrip } from './category-strip.tsx';
import { Faq } from './faq.tsx';
import { FinalCta } from './final-cta.tsx';
import { Hero, HOME_GAMES_ID } from './hero.tsx';
import { HomePackages, InfoPlate } from './home-packages.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { PromotionsTeaser } from './promotions-teaser.tsx';
import { TrustBadges } from './trust-badges.tsx';

/** The parts of the home payload the landing sections show (null when the payload could not be read). */
export type HomeSections = Pick<HomePayload, 'infoPlate' | 'promotions' | 'packages'>;

/**
 * The landing page. Guests get the full pitch; a signed-in player skips the sign-up parts. `games` (the
 * lobby's sliders, composed by the route since features do not import each other) follows the badges;
 * `sections` are the home payload's info plate, promotions and packages.
 */
export function HomePage({ games, sections }: { games?: ReactNode; sections?: HomeSections | null } = {}) {
  const { player } = useRootData();
  return (
    <>
      <Hero player={player} />
      <InfoPlate plate={sections?.infoPlate ?? null} />
      <TrustBadges />
      {games && <div id={HOME_GAMES_ID}>{games}</div>}
      <CategoryStrip />
      {!player && <HowItWorks />}
      <PromotionsTeaser promotions={sections?.promotions ?? []} />
      <HomePackages packages={sections?.packages ?? []} />
      <Faq />
      {!player && <FinalCta />}
    </>
  );
}
