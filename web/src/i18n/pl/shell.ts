import common from './common.json';
import layout from './layout.json';

/** The Polish texts bundled into the entry script; the other namespaces are `./rest` (lib/i18n.ts). */
export const plShell = { common, layout };
export default plShell;
