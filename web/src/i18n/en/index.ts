import account from './account.json';
import cart from './cart.json';
import catalog from './catalog.json';
import common from './common.json';
import content from './content.json';
import home from './home.json';
import layout from './layout.json';
import orders from './orders.json';
import pages from './pages.json';
import wishlist from './wishlist.json';

/** English: loaded on demand, in its own chunk, when the visitor picks it. */
const en = { common, layout, catalog, home, pages, account, wishlist, cart, orders, content };
export default en;
