import catalog from './catalog.json';
import common from './common.json';
import home from './home.json';
import layout from './layout.json';
import pages from './pages.json';

/** Polish, the default language: bundled with the app. */
export const pl = { common, layout, catalog, home, pages };
export default pl;
