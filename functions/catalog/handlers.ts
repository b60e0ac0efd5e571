import type { LambdaHttpHandler } from '../core/http.js';
import { getProduct } from './handlers/get-product.js';
import { health } from './handlers/health.js';
import { listProducts } from './handlers/list-products.js';

/** The catalog domain's handlers, by the names routes.ts uses. */
export const handlers: Record<string, LambdaHttpHandler> = { health, listProducts, getProduct };
