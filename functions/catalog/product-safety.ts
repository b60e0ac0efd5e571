import type { Manufacturer } from '../contracts/manufacturer.js';
import type { ProductSafety } from '../contracts/product.js';
import type { ProductRecord } from './product-entity.js';

/**
 * The product answer's GPSR block (Regulation (EU) 2023/988, Art. 19): the manufacturer's name,
 * postal address and electronic address, its EU responsible person when it has one, and the
 * safety information in both languages. Resolved from the register the live catalogue holds in
 * memory (no read per request); undefined when the product names no manufacturer (a product
 * published before GPSR data existed) or one the register no longer has.
 */
export function productSafetyOf(record: ProductRecord, manufacturers: ReadonlyMap<string, Manufacturer> | undefined): ProductSafety | undefined {
  const manufacturer = record.manufacturerId ? manufacturers?.get(record.manufacturerId) : undefined;
  if (!manufacturer) return undefined;
  const person = manufacturer.responsiblePerson;
  return {
    manufacturer: {
      name: manufacturer.name,
      address: manufacturer.address,
      ...(manufacturer.email ? { email: manufacturer.email } : {}),
      ...(manufacturer.url ? { url: manufacturer.url } : {}),
    },
    ...(person ? { responsiblePerson: { name: person.name, address: person.address, ...(person.email ? { email: person.email } : {}) } } : {}),
    warnings: record.safetyWarnings ?? '',
    warningsEn: record.safetyWarningsEn ?? '',
  };
}
