import common from './common.json';
import layout from './layout.json';

/** The Polish texts bundled into the entry script; the rest come as `./first-load` and with their routes (lib/i18n.ts). */
export const plShell = { common, layout };
export default plShell;
