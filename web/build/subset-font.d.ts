/** subset-font ships no types; the part web/build/brand-fonts.ts uses. */
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt';
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}
