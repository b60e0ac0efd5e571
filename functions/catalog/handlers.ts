import type { LambdaHttpHandler } from '../core/http.js';
import { getProduct } from './handlers/get-product.js';
import { productDocument } from './handlers/product-document.js';
import { health } from './handlers/health.js';
import { listProducts } from './handlers/list-products.js';
import { bestsellers, featured, promotions, similar } from './handlers/curated-lists.js';
import { categories, filterOptions, vehicles } from './handlers/vocabulary.js';
import { adminGetNotificationSettings, adminLowStock, adminSaveNotificationSettings } from './handlers/admin-low-stock.js';
import { adminCreateProduct, adminDeleteProduct, adminGetProduct, adminListProducts, adminExportProducts, adminRestoreProduct, adminStockLog, adminUpdateProduct } from './handlers/admin-products.js';
import { adminDeleteDealerPrice, adminListDealerPrices, adminPutDealerPrice } from './handlers/admin-dealer-prices.js';
import { adminListCategoryBreaks, adminPutCategoryBreaks } from './handlers/admin-volume-breaks.js';
import { adminCreateManufacturer, adminDeleteManufacturer, adminGetManufacturer, adminListManufacturers, adminUpdateManufacturer } from './handlers/admin-manufacturers.js';
import { adminCreateSynonymGroup, adminDeleteSynonymGroup, adminListSynonyms, adminUpdateSynonymGroup, suggestions } from './handlers/search.js';

/** The catalog domain's handlers, by the names routes.ts uses. */
export const handlers: Record<string, LambdaHttpHandler> = {
  health,
  listProducts,
  getProduct,
  productDocument,
  featured,
  bestsellers,
  promotions,
  similar,
  filterOptions,
  categories,
  vehicles,
  adminListProducts,
  adminGetProduct,
  adminCreateProduct,
  adminUpdateProduct,
  adminDeleteProduct,
  adminRestoreProduct,
  adminExportProducts,
  adminStockLog,
  adminLowStock,
  adminGetNotificationSettings,
  adminSaveNotificationSettings,
  adminListDealerPrices,
  adminPutDealerPrice,
  adminDeleteDealerPrice,
  adminListCategoryBreaks,
  adminPutCategoryBreaks,
  suggestions,
  adminListSynonyms,
  adminCreateSynonymGroup,
  adminUpdateSynonymGroup,
  adminDeleteSynonymGroup,
  adminListManufacturers,
  adminGetManufacturer,
  adminCreateManufacturer,
  adminUpdateManufacturer,
  adminDeleteManufacturer,
};
