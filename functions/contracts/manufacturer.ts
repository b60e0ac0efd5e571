import { z } from 'zod';

/**
 * The manufacturers register (GPSR, Regulation (EU) 2023/988, Art. 19): whom the shop names on a
 * product page as the product's manufacturer, and, for a manufacturer established outside the
 * EU, its responsible person in the EU (Art. 16 with Regulation (EU) 2019/1020, Art. 4). The
 * regulation asks for a name, a postal address and an electronic address (an e-mail or a
 * contact page) of each; the admin edits them at /admin/manufacturers.
 */

/** The 27 member states, ISO 3166-1 alpha-2: a manufacturer elsewhere needs an EU responsible person. */
export const euCountries = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU',
  'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const;

export const isInEu = (country: string): boolean => (euCountries as readonly string[]).includes(country.toUpperCase());

/** Empty means not given; otherwise it must be what it says. */
const optionalEmail = z.union([z.literal(''), z.email('validation.email').max(254, 'validation.tooLong')]).default('');
const optionalUrl = z
  .string()
  .trim()
  .max(500, 'validation.tooLong')
  .refine((value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), 'validation.url')
  .default('');

export const responsiblePersonSchema = z.object({
  name: z.string().trim().min(1, 'validation.required').max(200, 'validation.tooLong'),
  address: z.string().trim().min(1, 'validation.required').max(500, 'validation.tooLong'),
  email: z.email('validation.email').max(254, 'validation.tooLong'),
});
export type ResponsiblePerson = z.infer<typeof responsiblePersonSchema>;

const manufacturerFields = z.object({
  name: z.string().trim().min(1, 'validation.required').max(200, 'validation.tooLong'),
  /** The postal address as it is written on a letter (street and number, postal code and town, country). */
  address: z.string().trim().min(1, 'validation.required').max(500, 'validation.tooLong'),
  email: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), optionalEmail),
  url: optionalUrl,
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'validation.country'),
  /** Required when `country` is outside the EU; null otherwise (an EU manufacturer is its own). */
  responsiblePerson: responsiblePersonSchema.nullable().default(null),
});

/** The register's rules beyond each field: an electronic address, and the EU person where one is needed. */
function registerRules(value: z.output<typeof manufacturerFields>, ctx: z.RefinementCtx): void {
  if (!value.email && !value.url) {
    ctx.addIssue({ code: 'custom', path: ['email'], message: 'validation.emailOrUrl' });
    ctx.addIssue({ code: 'custom', path: ['url'], message: 'validation.emailOrUrl' });
  }
  if (typeof value.country === 'string' && /^[A-Z]{2}$/.test(value.country) && !isInEu(value.country) && !value.responsiblePerson) {
    ctx.addIssue({ code: 'custom', path: ['responsiblePerson'], message: 'validation.responsiblePersonRequired' });
  }
}

/** POST /api/admin/manufacturers (and the admin form). */
/** Checked even when another field's type is wrong, so a form shows every problem at once. */
const always = { when: () => true };

export const manufacturerInputSchema = manufacturerFields.superRefine(registerRules, always);
export type ManufacturerInput = z.input<typeof manufacturerInputSchema>;

/** PUT /api/admin/manufacturers/{id}: the fields and the version the form was loaded at. */
export const manufacturerUpdateSchema = manufacturerFields.extend({ version: z.number().int().positive() }).superRefine(registerRules, always);

export const manufacturerSchema = manufacturerFields.extend({
  id: z.string(),
  version: z.number().int().positive(),
  /** Products (drafts and archived ones too) that name it: it can be deleted only at 0. */
  productCount: z.number().int().nonnegative(),
  updatedAt: z.string(),
});
export type Manufacturer = z.infer<typeof manufacturerSchema>;

export const manufacturersResponseSchema = z.object({ items: z.array(manufacturerSchema) });
export type ManufacturersResponse = z.infer<typeof manufacturersResponseSchema>;

/** Ids are lower-case slugs (`chopper-works`) or UUIDs. */
export const manufacturerIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'validation.invalid');
export const manufacturerParamsSchema = z.object({ id: manufacturerIdSchema });
export const manufacturerDeleteQuerySchema = z.object({ version: z.coerce.number().int().positive() });
