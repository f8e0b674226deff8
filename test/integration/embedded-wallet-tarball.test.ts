/**
 * @walletport/embedded-wallet installs and runs from its npm tarball, as an operator outside this
 * repository would host the frame: pack core and the package (prepack builds the declarations and the
 * frame site), install both into an empty folder, then serve the frame with `serveFrame` from the
 * installed copy and import the host-side client from the package root. Slow (a registry install).
 */
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  describeRun,
  type Packed,
  packWorkspaces,
  REPO_ROOT,
  run,
  userEnv,
} from '../../packages/server/test/support/tarball-kit.js';

let work: string;
let consumer: string;
let packed: Packed[];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'walletport-frame-tarball-'));
  expect(relative(REPO_ROOT, work).startsWith('..')).toBe(true);
  const packs = join(work, 'packs');
  consumer = join(work, 'consumer');
  await mkdir(packs);
  await mkdir(consumer);
  packed = await packWorkspaces(['@walletport/core', '@walletport/embedded-wallet'], packs);
  await writeFile(
    join(consumer, 'package.json'),
    JSON.stringify({ name: 'walletport-frame-host', private: true, type: 'module' }),
  );
  const install = await run(
    'npm',
    ['install', '--no-audit', '--no-fund', ...packed.map((pack) => pack.tarball)],
    { cwd: consumer, env: userEnv(), timeoutMs: 300_000 },
  );
  if (install.code !== 0) throw new Error(describeRun('npm install', install));
}, 600_000);

afterAll(async () => {
  if (work !== undefined) await rm(work, { recursive: true, force: true });
}, 60_000);

describe('@walletport/embedded-wallet from its npm tarball', () => {
  it('packs the build (declarations and the frame site), readme and licence, and no sources', () => {
    const frame = packed.find((pack) => pack.name === '@walletport/embedded-wallet');
    const paths = frame?.files.map((file) => file.path) ?? [];
    expect(paths).toEqual(
      expect.arrayContaining([
        'package.json',
        'README.md',
        'LICENSE',
        'dist/index.js',
        'dist/index.d.ts',
        'dist/serve.js',
        'dist/site/index.html',
      ]),
    );
    expect(
      paths.filter((path) => !path.startsWith('dist/') && !/^(package\.json|README\.md|LICENSE)$/.test(path)),
    ).toEqual([]);
    expect(paths.filter((path) => /\.test\.|\.ts$/.test(path) && !path.endsWith('.d.ts'))).toEqual([]);
  });

  it('serves the frame from the installed copy, with its config and security headers', async () => {
    const installed = await realpath(join(consumer, 'node_modules/@walletport/embedded-wallet'));
    expect(relative(consumer, installed).startsWith('..')).toBe(false);
    const script = `
      import { serveFrame } from '@walletport/embedded-wallet/serve';
      import { createFrameClient, classifyRpcMethod, EMBEDDED_CHANNEL } from '@walletport/embedded-wallet';
      const frame = await serveFrame({ port: 0, apiUrl: 'https://walletport.example.org' });
      const page = await fetch(frame.url);
      const config = await fetch(new URL('/config.json', frame.url));
      console.log(JSON.stringify({
        status: page.status,
        html: (await page.text()).includes('<script'),
        csp: page.headers.get('content-security-policy'),
        config: await config.json(),
        client: typeof createFrameClient,
        channel: EMBEDDED_CHANNEL,
        personalSign: classifyRpcMethod('personal_sign'),
      }));
      await frame.close();
    `;
    const result = await run('node', ['--input-type=module', '-e', script], {
      cwd: consumer,
      env: userEnv(),
      timeoutMs: 60_000,
    });
    if (result.code !== 0) throw new Error(describeRun('node (serve the frame)', result));
    const answer = JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, unknown>;
    expect(answer).toMatchObject({
      status: 200,
      html: true,
      config: { apiUrl: 'https://walletport.example.org' },
      client: 'function',
      channel: 'walletport-embedded',
      personalSign: 'unsafe',
    });
    expect(String(answer.csp)).toContain("default-src 'self'");
    expect(String(answer.csp)).toContain('https://walletport.example.org');
  });
});
