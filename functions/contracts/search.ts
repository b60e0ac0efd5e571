import { z } from 'zod';
import { categoryKeys } from './catalog.js';
import { foldText } from './catalog-query.js';
import { productCardSchema } from './product.js';

/**
 * The shop search's own API shapes beside the listing (`GET /api/products?search=…`, whose
 * `sortBy=relevance` and zero-result `suggestion` live in catalog-query.ts and product.ts):
 * the suggestions shown while typing and the synonyms the admin edits.
 */

/** GET /api/catalog/suggestions?q=… — what the header and mega-menu search offer as you type. */
export const SUGGESTED_PRODUCTS = 5;
export const SUGGESTED_CATEGORIES = 3;
export const suggestionsQuerySchema = z.object({ q: z.string().trim().max(100).default('') });

export const suggestionsResponseSchema = z.object({
  products: z.array(productCardSchema).max(SUGGESTED_PRODUCTS),
  /** Categories (with their subcategory) of the products the text finds, most products first. */
  categories: z
    .array(z.object({ category: z.enum(categoryKeys as [string, ...string[]]), subcategory: z.string().optional(), count: z.number().int().positive() }))
    .max(SUGGESTED_CATEGORIES),
});
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>;

/**
 * A synonym group: words that mean the same to a customer (tłumik = wydech). One word each
 * (letters, digits, hyphens), 2–12 words, none twice (diacritics and case aside).
 */
export const SYNONYM_WORD_MAX = 40;
const synonymWord = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(SYNONYM_WORD_MAX, 'validation.tooLong')
  .regex(/^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u, 'validation.synonymOneWord');

export const synonymGroupInputSchema = z.object({
  words: z
    .array(synonymWord)
    .min(2, 'validation.synonymAtLeastTwo')
    .max(12, 'validation.synonymAtMostTwelve')
    .refine((words) => new Set(words.map((w) => foldText(w))).size === words.length, 'validation.synonymDuplicate'),
});
export type SynonymGroupInput = z.infer<typeof synonymGroupInputSchema>;

/** PUT body: the words and the version the admin's form was loaded at. */
export const synonymGroupUpdateSchema = synonymGroupInputSchema.extend({ version: z.number().int().positive() });

export const synonymGroupSchema = synonymGroupInputSchema.extend({
  id: z.string(),
  version: z.number().int().positive(),
  updatedAt: z.string(),
});
export type SynonymGroup = z.infer<typeof synonymGroupSchema>;

export const synonymGroupsResponseSchema = z.object({ groups: z.array(synonymGroupSchema) });
export type SynonymGroupsResponse = z.infer<typeof synonymGroupsResponseSchema>;

export const synonymGroupParamsSchema = z.object({ id: z.string().regex(/^[0-9a-f-]{36}$/, 'validation.invalid') });
/** DELETE …?version=n: the version the admin saw, so a group changed meanwhile is not deleted unseen. */
export const synonymGroupDeleteQuerySchema = z.object({ version: z.coerce.number().int().positive() });
