import cart from './cart.json';
import catalog from './catalog.json';
import common from './common.json';
import home from './home.json';
import layout from './layout.json';
import pages from './pages.json';
import photos from './photos.json';
import wishlist from './wishlist.json';

/** English for the registry pages and the shell: one chunk that every English document preloads (lib/i18n.ts). */
const enFirstLoad = { common, layout, cart, catalog, home, pages, photos, wishlist };
export default enFirstLoad;
