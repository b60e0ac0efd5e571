import { DealersPage } from '@/features/content/components/dealers-page';
import { loadLazyTexts } from '@/features/content/lib/lazy-texts';

/** The page's long texts arrive with its chunk, before the first render. */
export const dealersLoader = () => loadLazyTexts('dealers').then(() => null);
export const DealersRoute = DealersPage;
export default DealersRoute;
