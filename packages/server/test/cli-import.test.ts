import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/run-cli.js';
import type { Database } from '../src/db/index.js';
import { migrate, readMigrations } from '../src/db/index.js';
import { importRegistry, loadWallets, SEED_WALLETS } from '../src/registry/index.js';
import { seed } from '../src/seed.js';
import { describeOnDatabases, uniqueProjectId } from './support/app.js';

/** The CLI closes the database it opened; tests keep theirs open across commands. */
function keepOpen(db: Database): Database {
  return { ...db, close: async () => {} };
}

async function tempFile(content: unknown): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'walletport-cli-'));
  const path = join(dir, 'registry.json');
  await writeFile(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

describeOnDatabases('CLI, import, migrations and seed', (ctx) => {
  const cli = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(argv, {
      env: {},
      stdout: (text) => out.push(text),
      stderr: (text) => err.push(text),
      openDatabase: async () => keepOpen(ctx().db),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  describe('project commands', () => {
    it('creates a project, edits its origins, disables and enables it', async () => {
      const id = uniqueProjectId('cli');
      const created = await cli('project', 'create', id, '--name', 'Acme', '--origin', 'https://*.acme.com');
      expect(created).toMatchObject({ code: 0 });
      expect(created.out).toContain(`${id} "Acme" [enabled, analytics on] origins: https://*.acme.com`);
      const edited = await cli(
        'project',
        'origins',
        id,
        '--add',
        'http://localhost:*',
        '--remove',
        'https://*.acme.com',
      );
      expect(edited.out).toContain('origins: http://localhost:*');
      expect((await cli('project', 'disable', id)).out).toContain('[disabled');
      expect((await ctx().projects.get(id))?.disabled).toBe(true);
      expect((await cli('project', 'enable', id)).out).toContain('[enabled');
      expect((await cli('project', 'list')).out).toContain(id);
    });

    it('reports bad input with exit code 1 and a clear message', async () => {
      const bad = await cli('project', 'create', uniqueProjectId(), '--origin', 'ftp://x');
      expect(bad.code).toBe(1);
      expect(bad.err).toContain('Invalid origin pattern "ftp://x"');
      const missing = await cli('project', 'origins', 'no-such-project', '--add', 'https://x.example');
      expect(missing.code).toBe(1);
      expect(missing.err).toContain('No project');
    });

    it('answers usage errors with exit code 2 and the usage text', async () => {
      for (const argv of [
        ['frobnicate'],
        ['project', 'rename', 'x'],
        ['project', 'create'],
        ['project', 'create', 'x', '--bogus'],
      ]) {
        const result = await cli(...argv);
        expect(result.code).toBe(2);
        expect(result.err).toContain('Usage: walletport-server');
      }
      expect((await cli('help')).code).toBe(0);
    });

    it('reports configuration errors naming the variable', async () => {
      const result = await runCli(['migrate'], {
        env: { PORT: 'eighty' },
        stdout: () => {},
        stderr: (text) => expect(text).toContain('PORT must be an integer'),
      });
      expect(result).toBe(1);
    });
  });

  describe('registry import', () => {
    it('imports a file and reports what it wrote', async () => {
      const path = await tempFile({
        wallets: [
          { id: 'acme-wallet', name: 'Acme Wallet', chains: ['eip155:1'], mobile_link: 'metamask://acme' },
        ],
      });
      const result = await cli('registry', 'import', path);
      expect(result).toMatchObject({ code: 0, out: 'Imported 1 wallets and 0 images.' });
      expect((await loadWallets(ctx().db)).find((wallet) => wallet.id === 'acme-wallet')?.name).toBe(
        'Acme Wallet',
      );
    });

    it('refuses the whole file when an entry is bad, and imports the good ones with --skip-invalid', async () => {
      const file = {
        wallets: [
          { id: 'good-one', name: 'Good One' },
          { id: 'evil-one', name: 'Evil', mobile_link: 'javascript:alert(1)' },
          {
            id: 'svg-one',
            name: 'Svg',
            image: `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64')}`,
          },
        ],
      };
      const path = await tempFile(file);
      const refused = await cli('registry', 'import', path);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain('wallets[1] (evil-one): mobile_link');
      expect(refused.err).toContain('wallets[2] (svg-one): image');
      expect(refused.err).toContain('Nothing imported');
      expect((await loadWallets(ctx().db)).map((wallet) => wallet.id)).not.toContain('good-one');
      const partial = await cli('registry', 'import', path, '--skip-invalid');
      expect(partial.code).toBe(1);
      expect(partial.out).toBe('Imported 1 wallets and 0 images.');
      const ids = (await loadWallets(ctx().db)).map((wallet) => wallet.id);
      expect(ids).toContain('good-one');
      expect(ids).not.toContain('evil-one');
    });

    it('accepts extra app-link schemes only when allowed, and never browser schemes', async () => {
      const path = await tempFile([
        { id: 'custom-scheme', name: 'Custom', mobile_link: 'customwallet://open' },
      ]);
      expect((await cli('registry', 'import', path)).code).toBe(1);
      expect((await cli('registry', 'import', path, '--allow-scheme', 'customwallet')).code).toBe(0);
      const refused = await cli('registry', 'import', path, '--allow-scheme', 'javascript');
      expect(refused).toMatchObject({ code: 1 });
      expect(refused.err).toContain('cannot be allowed');
    });

    it('reports unreadable files and wrong shapes', async () => {
      expect((await cli('registry', 'import', '/no/such/file.json')).err).toContain('Cannot read');
      expect((await cli('registry', 'import', await tempFile('{not json'))).code).toBe(1);
      const shape = await cli('registry', 'import', await tempFile({ wallets: 'nope' }));
      expect(shape.err).toContain('A registry file must be');
    });

    it('replaces an existing wallet by id', async () => {
      await importRegistry(ctx().db, [{ id: 'replace-me', name: 'First' }]);
      await importRegistry(ctx().db, [{ id: 'replace-me', name: 'Second', rank: 7 }]);
      const wallet = (await loadWallets(ctx().db)).find((entry) => entry.id === 'replace-me');
      expect(wallet).toMatchObject({ name: 'Second', rank: 7 });
    });
  });

  describe('migrations and seed', () => {
    it('applies every migration once; a second run applies nothing', async () => {
      const all = await readMigrations();
      expect(all.map((migration) => migration.version)).toEqual([...all.map((m) => m.version)].sort());
      expect(await migrate(ctx().db)).toEqual([]);
      const { rows } = await ctx().db.query<{ version: string }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      expect(rows.map((row) => row.version)).toEqual(all.map((migration) => migration.version));
      expect((await cli('migrate')).out).toBe('No pending migrations.');
    });

    it('seeds once: a second seed adds nothing and keeps changes', async () => {
      expect(await seed(ctx().db, { seedDemoProject: true })).toEqual({ demoProject: true, wallets: 0 });
      const wallets = await loadWallets(ctx().db);
      for (const seeded of SEED_WALLETS) expect(wallets.map((wallet) => wallet.id)).toContain(seeded.id);
    });
  });
});
