import cart from './cart.json';
import catalog from './catalog.json';
import content from './content.json';
import home from './home.json';
import pages from './pages.json';
import wishlist from './wishlist.json';

/**
 * The Polish namespaces the registry pages render with, beyond the entry's (./shell.ts): one
 * chunk that every Polish document preloads (lib/i18n.ts). Other namespaces come with their routes.
 */
const plFirstLoad = { cart, catalog, content, home, pages, wishlist };
export default plFirstLoad;
