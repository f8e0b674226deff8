/**
 * Regenerates tools/devnet/artifacts/*.json from tools/devnet/contracts/*.sol.
 * Run: npx tsx tools/devnet/scripts/compile.ts
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { ARTIFACTS_DIR, compileContracts } from './solc-build.js';

async function main(): Promise<void> {
  const startedAt = performance.now();
  const artifacts = await compileContracts();
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  for (const artifact of artifacts) {
    await writeFile(`${ARTIFACTS_DIR}${artifact.fileName}`, artifact.text);
    console.log(`wrote artifacts/${artifact.fileName}`);
  }
  console.log(`compiled ${artifacts.length} contracts in ${Math.round(performance.now() - startedAt)} ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
