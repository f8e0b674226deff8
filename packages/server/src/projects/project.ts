/** A project: the id a site passes as projectId, its allowed origins and its switches. */

export interface Project {
  id: string;
  name: string;
  disabled: boolean;
  analyticsEnabled: boolean;
  /** Allowed origin patterns (see origin-matcher.ts). */
  allowedOrigins: string[];
  /** Requests per rate-limit window for this project; null = the server default. */
  rateLimit: number | null;
  /** Analytics events per window; null = the server default. */
  analyticsLimit: number | null;
}

/** Project ids: what the CLI accepts and what a request may name (anything else is refused unread). */
export const PROJECT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function isValidProjectId(id: string): boolean {
  return PROJECT_ID_PATTERN.test(id);
}

/** The project the local stack and the demo site use. */
export const DEMO_PROJECT = {
  id: 'walletport-demo',
  name: 'Walletport demo',
  allowedOrigins: ['http://127.0.0.1:*', 'http://localhost:*'],
} as const;
