/**
 * The Walletport server clients of one instance, present only when the app set `apiUrl`, and
 * the page-origin check of start(): email and social login need the page's origin on the project's
 * allow-list, so with either on, the instance reads the list and shows the Invalid App Configuration
 * alert (once) when the page is not on it, or when the server refuses the page (403). A server that
 * cannot answer (down, 429, 5xx, an unreadable body) says nothing about the origin: no alert then, only
 * a warning in the logs, since "Origin … not found on Allowlist" would send the developer to fix a list
 * that is fine.
 */
import type { AlertsStore } from '../alerts/index.js';
import {
  createBlockchainApiClient,
  createProjectApiClient,
  createRegistryClient,
  isOriginAllowed,
} from '../api/index.js';
import { createHttpClient, type HttpClient } from '../http/index.js';
import type { ResolvedOptions } from '../options/index.js';
import type { ResolvedEnvironment } from './environment.js';
import type { AppKitApiServices } from './types.js';

/**
 * The instance's one HTTP client for its server: present whenever `apiUrl` is set (analytics on or off)
 * and shared by analytics, the blockchain and project APIs and the wallet registry, so every request of an
 * instance goes through the `fetch` its environment gave (AppKitCoreEnvironment.fetch, docs/core.md
 * "HTTP"). Creating it sends nothing.
 */
export function createInstanceHttp(
  options: ResolvedOptions,
  env: ResolvedEnvironment,
): HttpClient | undefined {
  if (options.apiUrl === undefined) return undefined;
  return createHttpClient({
    baseUrl: options.apiUrl,
    ...(env.fetch === undefined ? {} : { fetch: env.fetch }),
  });
}

/**
 * The API clients over the instance's HTTP client (`createInstanceHttp`; created here when not given).
 * Sends nothing: the registry's code even loads only on its first request (api/registry-client.ts).
 */
export function createApiWiring(
  options: ResolvedOptions,
  env: ResolvedEnvironment,
  http: HttpClient | undefined = createInstanceHttp(options, env),
): AppKitApiServices | undefined {
  if (options.apiUrl === undefined || http === undefined) return undefined;
  const sdk = {
    http,
    projectId: options.projectId,
    sdkType: env.sdkType,
    sdkVersion: env.sdkVersion,
  };
  return {
    http,
    blockchain: createBlockchainApiClient({ ...sdk, now: env.clock.now }),
    project: createProjectApiClient({
      ...sdk,
      onError: (error) => env.logger.warn('Could not read the allowed origins', { error }),
    }),
    registry: createRegistryClient({
      ...sdk,
      // The views show a quiet note when the bundled list answers; an app that asked for debug output
      // also gets the reason in its logs.
      onFallback: (error) => {
        if (options.debug) env.logger.warn('Wallet registry unavailable', { error });
      },
    }),
  };
}

/** Whether the app uses a login that needs an allowed origin: email, or at least one social provider. */
export function needsAllowedOrigin(options: ResolvedOptions): boolean {
  const { email, socials } = options.features;
  return email || (socials !== false && socials.length > 0);
}

/** The page's origin, or undefined without a page (server rendering) or with an opaque one. */
export function pageOrigin(env: ResolvedEnvironment): string | undefined {
  try {
    const origin = env.document?.location?.origin;
    return typeof origin === 'string' && origin !== '' && origin !== 'null' ? origin : undefined;
  } catch {
    return undefined; // a cross-origin or torn-down document: no origin to check
  }
}

export interface OriginCheckDeps {
  options: ResolvedOptions;
  env: ResolvedEnvironment;
  api: AppKitApiServices | undefined;
  alerts: Pick<AlertsStore, 'showOnce'>;
  /** False once the instance stopped: a late answer must not alert on a destroyed instance. */
  isActive: () => boolean;
}

/** Reads the allowed origins and alerts when the page is not allowed. Never rejects. */
export async function checkPageOrigin(deps: OriginCheckDeps): Promise<void> {
  const origin = pageOrigin(deps.env);
  if (deps.api === undefined || origin === undefined || !needsAllowedOrigin(deps.options)) return;
  const allowed = await deps.api.project.getAllowedOrigins();
  if (allowed === undefined || !deps.isActive() || isOriginAllowed(origin, allowed)) return;
  deps.alerts.showOnce('INVALID_APP_CONFIGURATION');
}
