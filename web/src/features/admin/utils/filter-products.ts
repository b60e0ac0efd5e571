/** /admin/products' filters: shared with the server's CSV export, so the file is the list as filtered. */
export { filterProducts } from '@contracts/product-filter';
