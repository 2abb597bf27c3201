import { FeaturedTherapists } from '../home/FeaturedTherapists';
import { HomeHero } from '../home/HomeHero';
import { HowItWorks } from '../home/HowItWorks';
import { SiteFooter } from '../home/SiteFooter';
import { Testimonials } from '../home/Testimonials';

/** / — SPEC §2 'Home'. */
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <FeaturedTherapists />
      <HowItWorks />
      <Testimonials />
      <SiteFooter />
    </>
  );
}
