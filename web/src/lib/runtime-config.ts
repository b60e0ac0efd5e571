import type { RuntimeConfig } from '@contracts/runtime-config';

/**
 * `/config.json` is read once, before the first render, so one build runs in every stage.
 * The shape is checked by hand rather than with the contract's zod schema: zod would add
 * ~15 KB gzip to the initial bundle for a dozen string fields.
 */
const CONFIG_URL = '/config.json';

const requiredStrings = [
  'stage',
  'shopName',
  'region',
  'userPoolId',
  'userPoolClientId',
  'apiBase',
  'mediaBase',
] as const satisfies readonly (keyof RuntimeConfig)[];
const optionalStrings = ['userPoolEndpoint', 'oauthDomain', 'inpostGeowidgetToken'] as const satisfies readonly (keyof RuntimeConfig)[];
const authFlowTypes: readonly RuntimeConfig['authFlowType'][] = ['USER_SRP_AUTH', 'USER_PASSWORD_AUTH'];

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null) {
    throw new RuntimeConfigError('config.json is not an object');
  }
  const raw = value as Record<string, unknown>;
  for (const key of requiredStrings) {
    if (typeof raw[key] !== 'string') throw new RuntimeConfigError(`config.json: ${key} must be a string`);
  }
  for (const key of optionalStrings) {
    if (raw[key] !== undefined && typeof raw[key] !== 'string') {
      throw new RuntimeConfigError(`config.json: ${key} must be a string when present`);
    }
  }
  if (!authFlowTypes.includes(raw.authFlowType as RuntimeConfig['authFlowType'])) {
    throw new RuntimeConfigError(`config.json: authFlowType must be one of ${authFlowTypes.join(', ')}`);
  }
  return raw as unknown as RuntimeConfig;
}

let current: RuntimeConfig | undefined;

declare global {
  interface Window {
    /** The /config.json request index.html starts before any script loads (vite.config.ts). */
    __cwConfig?: Promise<Response>;
  }
}

/** index.html's early request, taken once; undefined if there is none or it failed. */
function takeEarlyRequest(): Promise<Response | undefined> | undefined {
  if (typeof window === 'undefined' || !window.__cwConfig) return undefined;
  const early = window.__cwConfig;
  window.__cwConfig = undefined;
  return early.then(
    (response) => (response.ok ? response : undefined),
    () => undefined,
  );
}

export async function loadRuntimeConfig(fetchImpl?: typeof fetch): Promise<RuntimeConfig> {
  const early = fetchImpl ? undefined : await takeEarlyRequest();
  // no-cache: revalidate every start, so a redeploy's new config is never stale.
  const response = early ?? (await (fetchImpl ?? fetch)(CONFIG_URL, { cache: 'no-cache', headers: { accept: 'application/json' } }));
  if (!response.ok) throw new RuntimeConfigError(`${CONFIG_URL} answered ${response.status}`);
  current = parseRuntimeConfig(await response.json());
  return current;
}

/** The loaded config. Only valid after `loadRuntimeConfig` resolved (main.tsx awaits it). */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new RuntimeConfigError('runtime config read before it was loaded');
  return current;
}

/** For tests and tools that render without fetching. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}
