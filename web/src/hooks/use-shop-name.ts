import { company } from '@/config/company';
import { useBrowserValue } from '@/first-load/hydration';
import { getRuntimeConfig } from '@/lib/runtime-config';

function configuredName(): string {
  try {
    return getRuntimeConfig().shopName || company.defaultShopName;
  } catch {
    return company.defaultShopName;
  }
}

/**
 * The shop's display name: SHOP_NAME from the runtime config (spec/README, `{product}`). The
 * prerendered pages are built without a config, with the default name: a stage with its own
 * name shows it once the page is hydrated (first-load/hydration.ts).
 */
export function useShopName(): string {
  return useBrowserValue(configuredName, company.defaultShopName);
}
