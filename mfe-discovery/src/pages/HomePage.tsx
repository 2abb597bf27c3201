import { usePrefetchQuery } from '@tanstack/react-query';
import { useServerRenderedDocument, type ServerData } from '@acolhe/shared-ui';
import { featuredTherapistsQuery } from '../api/hooks';
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
  const serverRendered = useServerRenderedDocument();
  // Rendered by the server, the page arrives whole: nothing is left for after the first paint.
  const belowTheFold = useAfterFirstPaint() || serverRendered;
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

/** The data the server renders this page with (docs/decisions.md, "Server rendering"). */
export const serverData: ServerData = async (client) => {
  await client.fetchQuery(featuredTherapistsQuery);
};
