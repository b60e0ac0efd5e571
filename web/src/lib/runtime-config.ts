import { authFlowTypes, inpostEnvironments, runtimeConfigOptionalKeys, runtimeConfigRequiredKeys, type RuntimeConfig } from '@contracts/runtime-config-values';
import { takeEarlyConfig } from '@/first-load/early-data';

/** Read once, before the first render, so one build runs in every stage. */
export const CONFIG_URL = '/config.json';

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null) {
    throw new RuntimeConfigError('config.json is not an object');
  }
  const raw = value as Record<string, unknown>;
  for (const key of runtimeConfigRequiredKeys) {
    if (typeof raw[key] !== 'string') throw new RuntimeConfigError(`config.json: ${key} must be a string`);
  }
  for (const key of runtimeConfigOptionalKeys) {
    if (raw[key] !== undefined && typeof raw[key] !== 'string') {
      throw new RuntimeConfigError(`config.json: ${key} must be a string when present`);
    }
  }
  if (raw.adminMfaRequired !== undefined && typeof raw.adminMfaRequired !== 'boolean') {
    throw new RuntimeConfigError('config.json: adminMfaRequired must be a boolean when present');
  }
  if (raw.inpostEnvironment !== undefined && !(inpostEnvironments as readonly unknown[]).includes(raw.inpostEnvironment)) {
    throw new RuntimeConfigError(`config.json: inpostEnvironment must be one of ${inpostEnvironments.join(', ')} when present`);
  }
  if (!(authFlowTypes as readonly unknown[]).includes(raw.authFlowType)) {
    throw new RuntimeConfigError(`config.json: authFlowType must be one of ${authFlowTypes.join(', ')}`);
  }
  return raw as unknown as RuntimeConfig;
}

let current: RuntimeConfig | undefined;

export async function loadRuntimeConfig(fetchImpl?: typeof fetch): Promise<RuntimeConfig> {
  const early = fetchImpl ? undefined : await takeEarlyConfig();
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
