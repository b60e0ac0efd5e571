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

/** Polish, the default language: bundled with the app. */
export const pl = { common, layout, catalog, home, pages, account, wishlist, cart, orders, content };
export default pl;
