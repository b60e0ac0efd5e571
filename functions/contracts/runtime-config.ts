import { z } from 'zod';
import { authFlowTypes, inpostEnvironments, runtimeConfigOptionalKeys, runtimeConfigRequiredKeys, type RuntimeConfig } from './runtime-config-values.js';

export * from './runtime-config-values.js';

/** `/config.json` (./runtime-config-values.ts says what each key is). */
export const runtimeConfigSchema = z.object({
  ...(Object.fromEntries(runtimeConfigRequiredKeys.map((key) => [key, z.string()])) as Record<(typeof runtimeConfigRequiredKeys)[number], z.ZodString>),
  ...(Object.fromEntries(runtimeConfigOptionalKeys.map((key) => [key, z.string().optional()])) as Record<(typeof runtimeConfigOptionalKeys)[number], z.ZodOptional<z.ZodString>>),
  authFlowType: z.enum(authFlowTypes),
  adminMfaRequired: z.boolean().optional(),
  inpostEnvironment: z.enum(inpostEnvironments).optional(),
  wafChallengeScript: z.string().optional(),
}) satisfies z.ZodType<RuntimeConfig>;
