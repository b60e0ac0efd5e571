import cart from './cart.json';
import catalog from './catalog.json';
import home from './home.json';
import pages from './pages.json';
import photos from './photos.json';
import wishlist from './wishlist.json';

/**
 * The Polish namespaces the registry pages render with, beyond the entry's (./shell.ts): one
 * chunk that every Polish document preloads (lib/i18n.ts). Other namespaces come with their routes.
 */
const plFirstLoad = { cart, catalog, home, pages, photos, wishlist };
export default plFirstLoad;
