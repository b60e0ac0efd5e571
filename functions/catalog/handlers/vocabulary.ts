import type { CategoriesResponse, FilterOptionsResponse } from '../../contracts/product.js';
import { httpHandler } from '../../core/http.js';
import { liveCatalog } from '../live-catalog.js';
import { categoryCounts, filterOptions as filterOptionsOf, vehicleTree } from '../selections.js';
import type { VehicleTree } from '../../contracts/vehicles.js';
import { PUBLIC_VOCABULARY_CACHE } from './cache.js';

/** GET /api/catalog/filters — the distinct values the shop's filters offer. */
export const filterOptions = httpHandler({ cacheControl: PUBLIC_VOCABULARY_CACHE }, async (): Promise<FilterOptionsResponse> => filterOptionsOf(await liveCatalog()));

/** GET /api/catalog/categories — the fixed tree, with how many products each branch holds. */
export const categories = httpHandler({ cacheControl: PUBLIC_VOCABULARY_CACHE }, async (): Promise<CategoriesResponse> => categoryCounts(await liveCatalog()));

/** GET /api/catalog/vehicles — the vehicle tree the garage selector walks (family → model → year). */
export const vehicles = httpHandler({ cacheControl: PUBLIC_VOCABULARY_CACHE }, async (): Promise<VehicleTree> => vehicleTree(await liveCatalog()));
