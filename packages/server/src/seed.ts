/**
 * What a fresh server starts with: the demo project (when configured) and the wallet catalogue with its
 * images and the network images (when the registry is empty). Safe to run on every start: existing data
 * is never changed, so an operator's own images stay.
 */
import type { ServerConfig } from './config.js';
import type { Database } from './db/index.js';
import { createProjectStore, DEMO_PROJECT } from './projects/index.js';
import { countWallets, importRegistry, seedAssetImages, seedWalletEntries } from './registry/index.js';

export interface SeedReport {
  demoProject: boolean;
  wallets: number;
}

export async function seed(db: Database, config: Pick<ServerConfig, 'seedDemoProject'>): Promise<SeedReport> {
  let demoProject = false;
  if (config.seedDemoProject) {
    await createProjectStore(db).ensure({
      id: DEMO_PROJECT.id,
      name: DEMO_PROJECT.name,
      origins: DEMO_PROJECT.allowedOrigins,
    });
    demoProject = true;
  }
  let wallets = 0;
  if ((await countWallets(db)) === 0) {
    const report = await importRegistry(db, { wallets: seedWalletEntries(), images: seedAssetImages() });
    // The seed is ours: a problem in it is a bug, not an operator's mistake.
    if (!report.written) throw new Error(`The wallet seed is invalid: ${JSON.stringify(report.problems)}`);
    wallets = report.wallets;
  }
  return { demoProject, wallets };
}
