import account from './account.json';
import cart from './cart.json';
import catalog from './catalog.json';
import content from './content.json';
import home from './home.json';
import orders from './orders.json';
import pages from './pages.json';
import wishlist from './wishlist.json';

/** The Polish namespaces outside the entry script: one chunk, fetched at start-up in parallel (lib/i18n.ts). */
const plRest = { account, cart, catalog, content, home, orders, pages, wishlist };
export default plRest;
