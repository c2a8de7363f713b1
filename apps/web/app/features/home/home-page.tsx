import type { ReactNode } from 'react';
import { useRootData } from '../../lib/root-data.ts';
import { CategoryStrip } from './category-strip.tsx';
import { Faq } from './faq.tsx';
import { FinalCta } from './final-cta.tsx';
import { Hero } from './hero.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { PromotionsTeaser } from './promotions-teaser.tsx';
import { TrustBadges } from './trust-badges.tsx';

/**
 * The landing page. Guests get the full pitch; a signed-in player skips the sign-up parts. `games` (the
 * lobby's sliders, composed by the route since features do not import each other) follows the badges.
 */
export function HomePage({ games }: { games?: ReactNode } = {}) {
  const { player } = useRootData();
  return (
    <>
      <Hero player={player} />
      <TrustBadges />
      {games}
      <CategoryStrip />
      {!player && <HowItWorks />}
      <PromotionsTeaser />
      <Faq />
      {!player && <FinalCta />}
    </>
  );
}
