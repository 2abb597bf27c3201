import { usePrefetchQuery } from '@tanstack/react-query';
import { featuredTherapistsQuery } from '../api/useFeaturedTherapists';
import { FeaturedTherapists } from '../home/FeaturedTherapists';
import { HomeHero } from '../home/HomeHero';
import { HowItWorks } from '../home/HowItWorks';
import { SiteFooter } from '../home/SiteFooter';
import { Testimonials } from '../home/Testimonials';
import { useAfterFirstPaint } from '../home/useAfterFirstPaint';

/** / — product.md#screens 'Home'. */
export default function HomePage() {
  // The featured therapists are asked for with the first render, though their section renders
  // only after the hero has painted.
  usePrefetchQuery(featuredTherapistsQuery);
  const belowTheFold = useAfterFirstPaint();
  return (
    <>
      <HomeHero />
      {belowTheFold && (
        <>
          <FeaturedTherapists />
          <HowItWorks />
          <Testimonials />
          <SiteFooter />
        </>
      )}
    </>
  );
}
