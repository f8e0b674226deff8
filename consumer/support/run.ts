/** What global setup started, handed to the test workers through an environment variable. */
import type { StackUrls } from '../../e2e/support/global-setup.js';
import type { Tarball } from './apps.js';

export interface ConsumerRun {
  stack: StackUrls;
  /** `<app>:<serve mode>` → the URL the app is served at, e.g. 'vite-react:vite-dev'. */
  apps: Record<string, string>;
  tarballs: Tarball[];
}

export const consumerEnvVar = 'WALLETPORT_CONSUMER_RUN';

export function readRun(): ConsumerRun {
  const raw = process.env[consumerEnvVar];
  if (!raw) throw new Error(`${consumerEnvVar} is not set: run through consumer/playwright.config.ts`);
  return JSON.parse(raw) as ConsumerRun;
}
