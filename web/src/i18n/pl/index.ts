import about from './about.json';
import account from './account.json';
import checkout from './checkout.json';
import content from './content.json';
import dealer from './dealer.json';
import dealers from './dealers.json';
import garage from './garage.json';
import plFirstLoad from './first-load';
import legal from './legal.json';
import orders from './orders.json';
import returns from './returns.json';
import plShell from './shell';

/** Every Polish namespace of the storefront: the shape `lib/i18n.ts` types keys against (never bundled as one). */
export const pl = { ...plShell, ...plFirstLoad, account, checkout, content, orders, returns, about, dealer, dealers, legal, garage };
export default pl;
