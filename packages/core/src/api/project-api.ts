/**
 * The project client: GET /projects/v1/origins → the project's allowed origins, or an empty
 * list on any failure. It never rejects.
 */
import type { ApiClientOptions } from './blockchain-api.js';
import { parseAllowedOrigins } from './api-answers.js';

export interface ProjectApiClientOptions extends ApiClientOptions {
  /** Told why the list could not be read (it is otherwise silent); for logs. */
  onError?: (error: unknown) => void;
}

export interface ProjectApiClient {
  getAllowedOrigins(): Promise<string[]>;
}

export function createProjectApiClient(options: ProjectApiClientOptions): ProjectApiClient {
  const params = { projectId: options.projectId, st: options.sdkType, sv: options.sdkVersion };
  return {
    async getAllowedOrigins() {
      try {
        return parseAllowedOrigins(await options.http.get<unknown>({ path: '/projects/v1/origins', params }));
      } catch (error) {
        options.onError?.(error);
        return [];
      }
    },
  };
}
