import { usePageTitle } from '../../../lib/page-title';
import { AudienceSection } from '../components/audience-section';
import { ClockSpotlight } from '../components/clock-spotlight';
import { FeatureRibbon } from '../components/feature-ribbon';
import { FinalCta } from '../components/final-cta';
import { GameNightStrip } from '../components/game-night-strip';
import { Hero } from '../components/hero';

export function LandingPage() {
  usePageTitle();
  return (
    <>
      <Hero />
      <FeatureRibbon />
      <AudienceSection />
      <GameNightStrip />
      <ClockSpotlight />
      <FinalCta />
    </>
  );
}
