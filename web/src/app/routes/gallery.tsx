import { GalleryPage } from '@/features/content/components/gallery-page';

export const GalleryRoute = GalleryPage;
export default GalleryRoute;
