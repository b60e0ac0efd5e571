import { company } from '@/config/company';
import { getRuntimeConfig } from '@/lib/runtime-config';

/** The shop's display name: SHOP_NAME from the runtime config (spec/README, `{product}`). */
export function useShopName(): string {
  try {
    return getRuntimeConfig().shopName || company.defaultShopName;
  } catch {
    return company.defaultShopName;
  }
}
