import { DealersPage } from '@/features/content/components/dealers-page';

export const DealersRoute = DealersPage;
export default DealersRoute;
