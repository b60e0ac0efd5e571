import { z } from 'zod';
import { categoryKeys } from './catalog.js';
import { MAX_BREAK_PERCENT, MAX_VOLUME_BREAKS, type VolumeBreak } from './volume-prices.js';

/**
 * The admin's volume breaks (volume-prices.ts has the rules), as the product form and the category
 * breaks page send them. One row: a threshold and either a percentage or a fixed unit price (the
 * other null). Field errors by row: `N.minQuantity` validation.breakQuantity (a whole number
 * 2–999) or validation.breaksAscending (not above the row before), `N.percentOff`
 * validation.breakPercent (0–90, two decimals at most), `N.unitPrice` validation.breakPrice, and
 * `N.percentOff` validation.breakOneOf when the row has both or neither.
 */
const hasAtMostTwoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-9;

const breakRowSchema = z.object({
  minQuantity: z.number({ error: 'validation.breakQuantity' }).int('validation.breakQuantity').min(2, 'validation.breakQuantity').max(999, 'validation.breakQuantity'),
  percentOff: z
    .number({ error: 'validation.breakPercent' })
    .min(0, 'validation.breakPercent')
    .max(MAX_BREAK_PERCENT, 'validation.breakPercent')
    .refine(hasAtMostTwoDecimals, 'validation.breakPercent')
    .nullable()
    .default(null),
  unitPrice: z.number({ error: 'validation.breakPrice' }).int('validation.breakPrice').positive('validation.breakPrice').max(100_000_000, 'validation.breakPrice').nullable().default(null),
});

function breakRules(rows: z.output<typeof breakRowSchema>[], ctx: z.RefinementCtx, allowFixedPrice: boolean): void {
  rows.forEach((row, i) => {
    const previous = rows[i - 1];
    if (previous && row.minQuantity <= previous.minQuantity) ctx.addIssue({ code: 'custom', path: [i, 'minQuantity'], message: 'validation.breaksAscending' });
    if (!allowFixedPrice && row.unitPrice !== null) ctx.addIssue({ code: 'custom', path: [i, 'unitPrice'], message: 'validation.breakPrice' });
    else if ((row.percentOff === null) === (row.unitPrice === null)) ctx.addIssue({ code: 'custom', path: [i, 'percentOff'], message: 'validation.breakOneOf' });
  });
}

/** The stored shape: only the side the row uses. */
const stored = (rows: z.output<typeof breakRowSchema>[]): VolumeBreak[] =>
  rows.map((r) => ({ minQuantity: r.minQuantity, ...(r.percentOff !== null ? { percentOff: r.percentOff } : {}), ...(r.unitPrice !== null ? { unitPrice: r.unitPrice } : {}) }));

/** A product's breaks (percent or fixed unit price). */
export const productVolumeBreaksSchema = z
  .array(breakRowSchema)
  .max(MAX_VOLUME_BREAKS, 'validation.tooMany')
  .superRefine((rows, ctx) => breakRules(rows, ctx, true))
  .transform(stored);

/** A category's breaks: percentages only (a fixed price means nothing across different products). */
export const categoryVolumeBreaksSchema = z
  .array(breakRowSchema)
  .max(MAX_VOLUME_BREAKS, 'validation.tooMany')
  .superRefine((rows, ctx) => breakRules(rows, ctx, false))
  .transform(stored);

/** A break as the admin's forms read it back (both sides, the unused one null). */
export const volumeBreakRowSchema = z.object({ minQuantity: z.number().int(), percentOff: z.number().nullable(), unitPrice: z.number().int().nullable() });
export type VolumeBreakRow = z.infer<typeof volumeBreakRowSchema>;
export type VolumeBreakRowInput = z.input<typeof breakRowSchema>;

export const toBreakRows = (breaks: readonly VolumeBreak[] | undefined): VolumeBreakRow[] =>
  (breaks ?? []).map((b) => ({ minQuantity: b.minQuantity, percentOff: b.percentOff ?? null, unitPrice: b.unitPrice ?? null }));

/** PUT /api/admin/volume-breaks/{category} */
export const categoryParamsSchema = z.object({ category: z.enum(categoryKeys as [string, ...string[]]) });
export const categoryBreaksInputSchema = z.object({ breaks: categoryVolumeBreaksSchema }).strict();

/** GET /api/admin/volume-breaks: every category's breaks (a category without any is absent or empty). */
export const categoryBreaksResponseSchema = z.object({ categories: z.record(z.string(), z.array(volumeBreakRowSchema)) });
export type CategoryBreaksResponse = z.infer<typeof categoryBreaksResponseSchema>;
