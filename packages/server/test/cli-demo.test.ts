/**
 * The demo setup is opt-in: `serve --demo` / `seed --demo` or DEMO=true seed the demo project (and serve
 * the devnet chains); without them a fresh database gets the wallet catalogue and nothing else. The
 * listening side of `serve` is proven from the npm tarball (tarball.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/run-cli.js';
import { createPgliteDatabase, type Database, migrate } from '../src/db/index.js';
import { createProjectStore, DEMO_PROJECT } from '../src/projects/index.js';

// One database for the file (opening PGlite takes seconds); each command starts without the demo project.
let db: Database;

beforeAll(async () => {
  db = await createPgliteDatabase('memory://');
  await migrate(db);
}, 60_000);

afterAll(async () => {
  await db?.close();
});

/** Runs the CLI on the file's database (kept open so the test can look into it afterwards). */
async function cli(argv: string[], env: Record<string, string> = {}) {
  await db.query('DELETE FROM projects WHERE id = $1', [DEMO_PROJECT.id]);
  const out: string[] = [];
  const err: string[] = [];
  let databaseOpened = false;
  const code = await runCli(argv, {
    env,
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    openDatabase: async () => {
      databaseOpened = true;
      return { ...db, close: async () => {} };
    },
  });
  const demoProject = databaseOpened ? await createProjectStore(db).get(DEMO_PROJECT.id) : undefined;
  return { code, out: out.join('\n'), err: err.join('\n'), databaseOpened, demoProject };
}

describe('the demo setup from the command line', () => {
  it('seeds the wallet catalogue but no demo project by default', async () => {
    const result = await cli(['seed']);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^Seeded: demo project off, \d+ wallets added\.$/);
    expect(result.demoProject).toBeUndefined();
  });

  it('seeds the demo project with --demo, with DEMO=true, and with SEED_DEMO_PROJECT=true', async () => {
    for (const [argv, env] of [
      [['seed', '--demo'], {}],
      [['seed'], { DEMO: 'true' }],
      [['seed'], { SEED_DEMO_PROJECT: 'true' }],
    ] as const) {
      const result = await cli([...argv], env);
      expect(result.code, argv.join(' ')).toBe(0);
      expect(result.out).toContain('Seeded: demo project present');
      expect(result.demoProject?.allowedOrigins).toEqual(DEMO_PROJECT.allowedOrigins);
    }
  });

  it('keeps the demo project out when SEED_DEMO_PROJECT=false, even with --demo', async () => {
    const result = await cli(['seed', '--demo'], { SEED_DEMO_PROJECT: 'false' });
    expect(result.out).toContain('demo project off');
    expect(result.demoProject).toBeUndefined();
  });

  it('refuses anything but --demo after serve and seed, before opening a database', async () => {
    for (const argv of [
      ['serve', '--bogus'],
      ['serve', 'now'],
      ['serve', '--demo=yes'],
      ['seed', '--demo', 'extra'],
      ['project', 'list', '--demo'],
    ]) {
      const result = await cli(argv);
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.err).toContain('Usage: walletport-server');
      if (argv[0] !== 'project') expect(result.databaseOpened).toBe(false);
    }
  });

  it('reports a bad DEMO value by name', async () => {
    const result = await cli(['serve'], { DEMO: 'maybe' });
    expect(result.code).toBe(1);
    expect(result.err).toContain('DEMO must be true or false, got "maybe"');
    expect(result.databaseOpened).toBe(false);
  });

  it('documents --demo in the usage text', async () => {
    const result = await cli(['help']);
    expect(result.out).toContain('serve [--demo]');
    expect(result.out).toContain('--demo (or DEMO=true)');
  });
});
