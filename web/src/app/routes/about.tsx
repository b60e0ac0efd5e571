import { AboutPage } from '@/features/content/components/about-page';

export const AboutRoute = AboutPage;
export default AboutRoute;
