/**
 * The Walletport server clients of one instance (spec §7), present only when the app set `apiUrl`, and
 * the page-origin check of start(): email and social login need the page's origin on the project's
 * allow-list, so with either on, the instance reads the list and shows the Invalid App Configuration
 * alert (once) when the page is not on it. A failed read is an empty list (spec §7), so it alerts too:
 * the app cannot log visitors in by email through a server it cannot reach either.
 */
import type { AlertsStore } from '../alerts/index.js';
import { createBlockchainApiClient, createProjectApiClient, isOriginAllowed } from '../api/index.js';
import { createHttpClient, type HttpClient } from '../http/index.js';
import type { ResolvedOptions } from '../options/index.js';
import type { ResolvedEnvironment } from './environment.js';
import type { AppKitApiServices } from './types.js';

/** The API clients, sharing `http` (the analytics client's) when there is one. Sends nothing. */
export function createApiWiring(
  options: ResolvedOptions,
  env: ResolvedEnvironment,
  http: HttpClient | undefined,
): AppKitApiServices | undefined {
  if (options.apiUrl === undefined) return undefined;
  const client =
    http ??
    createHttpClient({ baseUrl: options.apiUrl, ...(env.fetch === undefined ? {} : { fetch: env.fetch }) });
  const sdk = {
    http: client,
    projectId: options.projectId,
    sdkType: env.sdkType,
    sdkVersion: env.sdkVersion,
  };
  return {
    http: client,
    blockchain: createBlockchainApiClient({ ...sdk, now: env.clock.now }),
    project: createProjectApiClient({
      ...sdk,
      onError: (error) => env.logger.warn('Could not read the allowed origins', { error }),
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
  if (!deps.isActive() || isOriginAllowed(origin, allowed)) return;
  deps.alerts.showOnce('INVALID_APP_CONFIGURATION');
}
