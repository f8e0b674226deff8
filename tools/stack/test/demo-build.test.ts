import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildDemo } from '../src/demo-site.js';

const made: string[] = [];
afterEach(async () => {
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('the demo build', () => {
  it('splits the modal’s views into chunks of their own and removes files of older builds', async () => {
    const outdir = await mkdtemp(join(tmpdir(), 'walletport-demo-build-'));
    made.push(outdir);
    await writeFile(join(outdir, 'chunk-from-an-older-build.js'), '');
    await buildDemo(outdir);
    const files = await readdir(outdir, { recursive: true });
    expect(files).toContain('main.js');
    expect(files).not.toContain('chunk-from-an-older-build.js');
    for (const view of ['ConnectView', 'AccountView', 'NetworksView', 'UnsupportedChainView']) {
      expect(files.some((file) => file.startsWith(join('chunks', `${view}-`)) && file.endsWith('.js'))).toBe(
        true,
      );
    }
  }, 60_000);
});
