/**
 * The project client: GET /projects/v1/origins → the project's allowed origins. When the server refuses
 * the page (a 403, or a code naming an app-configuration or project-id problem) the list is empty; when
 * it cannot answer at all (down, 429, 5xx, an unreadable body) the list is unknown, so an outage is never
 * reported as a misconfigured page. It never rejects.
 */
import { alertIdForApiError } from '../errors/alert-ids.js';
import type { ApiClientOptions } from './blockchain-api.js';
import { parseAllowedOrigins } from './api-answers.js';

export interface ProjectApiClientOptions extends ApiClientOptions {
  /** Told why the list could not be read (it is otherwise silent); for logs. */
  onError?: (error: unknown) => void;
}

export interface ProjectApiClient {
  /** The allowed origins; [] when the server refused the page; undefined when it could not be read. */
  getAllowedOrigins(): Promise<string[] | undefined>;
}

export function createProjectApiClient(options: ProjectApiClientOptions): ProjectApiClient {
  const params = { projectId: options.projectId, st: options.sdkType, sv: options.sdkVersion };
  return {
    async getAllowedOrigins() {
      try {
        return parseAllowedOrigins(await options.http.get<unknown>({ path: '/projects/v1/origins', params }));
      } catch (error) {
        options.onError?.(error);
        return alertIdForApiError(error) === undefined ? undefined : [];
      }
    },
  };
}
