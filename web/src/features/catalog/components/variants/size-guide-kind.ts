/**
 * Which size guide a product gets: by its subcategory (contracts/catalog.ts), or its product type
 * for vests, which the shop files under jackets. Only products with a size option show one.
 */
export type SizeGuideKind = 'boots' | 'helmets' | 'gloves' | 'jackets';

export function sizeGuideKind(product: { subcategory: string; productType: string | null }): SizeGuideKind | null {
  const type = `${product.subcategory} ${product.productType ?? ''}`.toLowerCase();
  if (/boots|buty/.test(type)) return 'boots';
  if (/helmets|kask/.test(type)) return 'helmets';
  if (/gloves|rękawic/.test(type)) return 'gloves';
  if (/jackets|kurtk|vest|kamizel/.test(type)) return 'jackets';
  return null;
}

/** The tables (the first column names the shop's size; the others are measures, not words). */
type Column = 'eu' | 'uk' | 'us' | 'size' | 'footLength' | 'headCircumference' | 'handCircumference' | 'handLength' | 'chest' | 'waist';

export const SIZE_GUIDES: Record<SizeGuideKind, { columns: Column[]; rows: string[][] }> = {
  boots: {
    columns: ['eu', 'uk', 'us', 'footLength'],
    rows: [
      ['36', '3,5', '4,5', '22,7'],
      ['37', '4', '5', '23,3'],
      ['38', '5', '6', '24,0'],
      ['39', '6', '7', '24,7'],
      ['40', '6,5', '7,5', '25,3'],
      ['41', '7,5', '8,5', '26,0'],
      ['42', '8', '9', '26,7'],
      ['43', '9', '10', '27,3'],
      ['44', '9,5', '10,5', '28,0'],
      ['45', '10,5', '11,5', '28,7'],
      ['46', '11', '12', '29,3'],
      ['47', '12', '13', '30,0'],
    ],
  },
  helmets: {
    columns: ['size', 'headCircumference'],
    rows: [
      ['XS', '53–54'],
      ['S', '55–56'],
      ['M', '57–58'],
      ['L', '59–60'],
      ['XL', '61–62'],
      ['XXL', '63–64'],
    ],
  },
  gloves: {
    columns: ['size', 'handCircumference', 'handLength'],
    rows: [
      ['S', '18–20', '17–18'],
      ['M', '20–22', '18–19'],
      ['L', '22–24', '19–20'],
      ['XL', '24–26', '20–21'],
      ['XXL', '26–28', '21–22'],
    ],
  },
  jackets: {
    columns: ['size', 'chest', 'waist'],
    rows: [
      ['S', '88–96', '76–84'],
      ['M', '96–104', '84–92'],
      ['L', '104–112', '92–100'],
      ['XL', '112–120', '100–108'],
      ['XXL', '120–128', '108–116'],
      ['3XL', '128–136', '116–124'],
    ],
  },
};
