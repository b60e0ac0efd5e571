import catalog from './catalog.json';
import common from './common.json';
import home from './home.json';
import layout from './layout.json';
import pages from './pages.json';

/** English: loaded on demand, in its own chunk, when the visitor picks it. */
const en = { common, layout, catalog, home, pages };
export default en;
