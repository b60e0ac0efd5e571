import plRest from './rest';
import plShell from './shell';

/** Every Polish namespace of the storefront (the shape `lib/i18n.ts` types keys against). */
export const pl = { ...plShell, ...plRest };
export default pl;
