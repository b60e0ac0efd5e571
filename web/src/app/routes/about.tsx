import { AboutPage } from '@/features/content/components/about-page';
import { loadLazyTexts } from '@/features/content/lib/lazy-texts';

/** The page's long texts arrive with its chunk, before the first render. */
export const aboutLoader = () => loadLazyTexts('about').then(() => null);
export const AboutRoute = AboutPage;
export default AboutRoute;
