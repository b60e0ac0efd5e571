import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { columnIndex, headerErrors, planProduct, readImportRow, type ManufacturerCheck } from '../../functions/catalog/bulk/import-rows.js';
import { PRODUCT_CSV_COLUMNS, productsCsv } from '../../functions/catalog/bulk/product-csv.js';
import type { ProductRecord } from '../../functions/catalog/product-entity.js';
import { csvProduct } from '../support/csv-product.js';

const product = csvProduct;

const boots = product({
  id: 9,
  productNumber: 'CW-BOOT',
  stock: 5,
  options: [{ key: 'size', name: 'Rozmiar', nameEn: 'Size', values: [{ key: '42', label: '42', labelEn: '42' }, { key: '43', label: '43', labelEn: '43' }] }],
  variants: [
    { sku: 'CW-BOOT-42', options: { size: '42' } },
    { sku: 'CW-BOOT-43', options: { size: '43' }, price: 130_000 },
  ],
  variantStock: { 'CW-BOOT-42': 2, 'CW-BOOT-43': 3 },
});

const manufacturers: ManufacturerCheck = (id) => (id === 'powermax' ? 'ok' : 'unknown');

/** The export's rows of these products, read back as the import reads a file. */
function exported(records: ProductRecord[], edit: (rows: Record<string, string>[]) => void = () => {}) {
  const rows: Record<string, string>[] = parse(productsCsv(records), { bom: true, delimiter: ';', columns: true });
  edit(rows);
  const columns = columnIndex([...PRODUCT_CSV_COLUMNS]);
  return { columns, rows: rows.map((record, i) => readImportRow(record, i + 2, columns)) };
}

describe('the import reads a row of the products CSV', () => {
  it('reads money with a decimal comma, whole numbers and tak/nie into the form types', () => {
    const columns = columnIndex(['id', 'sku', 'price', 'stock', 'isOnSale', 'nameEn']);
    const row = readImportRow({ id: '7', sku: 'CW-00007', price: '1 234,5', stock: '12', isOnSale: 'TAK', nameEn: '' }, 2, columns);
    expect(row).toMatchObject({ id: 7, sku: 'CW-00007', product: { price: 123_450, isOnSale: true, nameEn: undefined }, stock: 12, errors: [] });
    // Columns the file lacks are not read: they stay as they are.
    expect('name' in row.product).toBe(false);
  });

  it('names each unreadable cell by its line, column number and the form field key', () => {
    const columns = columnIndex(['id', 'sku', 'name', 'price', 'stock', 'isOnSale']);
    const row = readImportRow({ id: 'x7', sku: '', name: 'Tłok', price: '12,345', stock: '-1', isOnSale: 'może' }, 5, columns);
    expect(row.errors).toEqual([
      { line: 5, column: 1, field: 'id', code: 'import.idInvalid' },
      { line: 5, column: 4, field: 'price', code: 'validation.pricePositive' },
      { line: 5, column: 6, field: 'isOnSale', code: 'import.yesNo' },
      { line: 5, column: 5, field: 'stock', code: 'validation.number' },
      { line: 5, column: 2, field: 'sku', code: 'validation.skuRequired' },
    ]);
  });

  it('refuses a header with unknown, doubled or missing key columns', () => {
    expect(headerErrors(['id', 'sku', 'cena', 'price', 'price'])).toEqual([
      { line: 1, column: 3, field: 'cena', code: 'import.unknownColumn' },
      { line: 1, column: 5, field: 'price', code: 'import.columnDuplicate' },
    ]);
    expect(headerErrors(['name'])).toEqual([
      { line: 1, column: 0, field: 'id', code: 'import.columnMissing' },
      { line: 1, column: 0, field: 'sku', code: 'import.columnMissing' },
    ]);
  });
});

describe('the import plans a product from its rows', () => {
  it('finds nothing to change in the export of the same product', () => {
    const { rows, columns } = exported([product()]);
    expect(planProduct(rows, product(), columns, manufacturers)).toMatchObject({ outcome: 'unchanged', changes: [], fields: [], stock: [] });
    const variantRows = exported([boots]);
    expect(planProduct(variantRows.rows, boots, variantRows.columns, manufacturers)).toMatchObject({ outcome: 'unchanged', changes: [] });
  });

  it('lists exactly the edited cells, old → new, and the absolute stock the file sets', () => {
    const { rows, columns } = exported([product()], ([row]) => Object.assign(row!, { price: '1300,00', nameEn: 'Piston', stock: '10' }));
    const plan = planProduct(rows, product(), columns, manufacturers);
    expect(plan.outcome).toBe('update');
    expect(plan.changes).toEqual([
      { line: 2, productId: 7, sku: 'CW-00007', field: 'nameEn', old: '', new: 'Piston' },
      { line: 2, productId: 7, sku: 'CW-00007', field: 'price', old: '1234,50', new: '1300,00' },
      { line: 2, productId: 7, sku: 'CW-00007', field: 'stock', old: '3', new: '10' },
    ]);
    expect(plan.stock).toEqual([{ sku: null, old: 3, new: 10 }]);
  });

  it("changes a variant's own price and units under the form's variants.N keys", () => {
    const { rows, columns } = exported([boots], (all) => {
      all[0]!.variantPrice = '125,00';
      all[1]!.stock = '7';
    });
    const plan = planProduct(rows, boots, columns, manufacturers);
    expect(plan.changes.map((c) => [c.line, c.field, c.old, c.new])).toEqual([
      [2, 'variants.0.price', '', '125,00'],
      [3, 'variants.1.stock', '3', '7'],
    ]);
    expect(plan.stock).toEqual([{ sku: 'CW-BOOT-43', old: 3, new: 7 }]);
  });

  it("refuses a product's rows together, each error on its line and column with the form's field key", () => {
    const { rows, columns } = exported([boots], (all) => {
      all[0]!.name = '';
      all[1]!.name = '';
      all[1]!.variantOptions = 'size=44';
      all[1]!.stock = '5';
    });
    const plan = planProduct(rows, boots, columns, manufacturers);
    expect(plan.outcome).toBe('error');
    expect(plan.errors).toEqual(
      expect.arrayContaining([
        { line: 2, column: PRODUCT_CSV_COLUMNS.indexOf('name') + 1, field: 'name', code: 'validation.productNameRequired' },
        { line: 3, column: PRODUCT_CSV_COLUMNS.indexOf('variantOptions') + 1, field: 'variants.1.options', code: 'import.readOnly' },
      ]),
    );
    expect(plan.changes).toEqual([]);
    expect(plan.stock).toEqual([]);
  });

  it('refuses a product whose repeated columns differ between its variant rows', () => {
    const { rows, columns } = exported([boots], (all) => (all[1]!.brand = 'Inna'));
    expect(planProduct(rows, boots, columns, manufacturers).errors).toEqual([{ line: 3, column: PRODUCT_CSV_COLUMNS.indexOf('brand') + 1, field: 'brand', code: 'import.productCellsDiffer' }]);
  });

  it('creates a product from a row without an id, by the form rules (publishing needs a known manufacturer)', () => {
    const { rows, columns } = exported([product()], ([row]) => Object.assign(row!, { id: '', sku: 'CW-NEW-1', productNumber: '', dealerPrice: '' }));
    const plan = planProduct(rows, undefined, columns, manufacturers);
    expect(plan.outcome).toBe('create');
    // The sku is the new product's part number; an empty dealer price is 80 % of the price.
    expect(plan.create).toMatchObject({ productNumber: 'CW-NEW-1', price: 123_450, dealerPrice: 98_760, stock: 3 });
    const unknown = exported([product()], ([row]) => Object.assign(row!, { id: '', sku: 'CW-NEW-2', manufacturerId: 'nikt' }));
    expect(planProduct(unknown.rows, undefined, unknown.columns, manufacturers).errors).toEqual([
      { line: 2, column: PRODUCT_CSV_COLUMNS.indexOf('manufacturerId') + 1, field: 'manufacturerId', code: 'validation.manufacturerUnknown' },
    ]);
  });

  it('refuses variant columns on a product without options and an id that names no product', () => {
    const { rows, columns } = exported([product()], ([row]) => (row!.variantPrice = '10,00'));
    expect(planProduct(rows, product(), columns, manufacturers).errors).toEqual([
      { line: 2, column: PRODUCT_CSV_COLUMNS.indexOf('variantPrice') + 1, field: 'variantPrice', code: 'validation.variantWithoutOptions' },
    ]);
    expect(planProduct(rows, undefined, columns, manufacturers).errors[0]).toMatchObject({ line: 2, field: 'id', code: 'import.productUnknown' });
  });
});
