/**
 * The operator's command line (walletport-server): serve, migrate, seed, projects and the registry.
 * Everything it prints goes through `io`, and it returns an exit code instead of exiting, so it is
 * tested like any function. With PGlite (no DATABASE_URL) only one process may open the data folder:
 * stop the server before running project or registry commands on it, or use Postgres.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type ServerConfig } from '../config.js';
import { createDatabase, type Database, migrate } from '../db/index.js';
import { createProjectStore, type Project, ProjectStoreError } from '../projects/index.js';
import { importRegistry, RegistryImportError } from '../registry/index.js';
import { seed } from '../seed.js';
import { startServer, stopOnSignals } from '../serve.js';

export interface CliIo {
  env: Readonly<Record<string, string | undefined>>;
  stdout(text: string): void;
  stderr(text: string): void;
  /** Opens the configured database (tests hand in their own). */
  openDatabase?(config: ServerConfig): Promise<Database>;
}

export const USAGE = `Usage: walletport-server <command>

  serve [--demo]                          migrate, seed and start the HTTP server
  migrate                                 apply pending database migrations
  seed [--demo]                           add the wallet catalogue (and the demo project) when missing
  project list
  project create <id> [--name <name>] [--origin <pattern>]... [--no-analytics]
  project origins <id> [--add <pattern>]... [--remove <pattern>]...
  project disable <id>
  project enable <id>
  registry import <file> [--skip-invalid] [--allow-scheme <scheme>]...

Origin patterns: https://app.example.com, https://*.example.com, http://localhost:*
Configuration comes from the environment (PORT, HOST, DATABASE_URL, PGLITE_DIR, CHAIN_RPC_<id>, ...).
--demo (or DEMO=true) is for trying the server out, never for production: it seeds the demo project
'walletport-demo' (origins http://127.0.0.1:*, http://localhost:*) and serves the local devnet chains
31337 and 31338 (http://127.0.0.1:8545, :8546). Without it there is neither.
With PGlite, stop the server before running project or registry commands on the same data folder.`;

class UsageError extends Error {}

/** `serve --demo` and `seed --demo` mean DEMO=true; anything else after them is a usage error. */
function withDemoFlag(args: readonly string[], env: CliIo['env']): CliIo['env'] {
  const { values } = parseArgs({ args: [...args], options: { demo: { type: 'boolean' } } });
  return values.demo === true ? { ...env, DEMO: 'true' } : env;
}

/** The listening line, and a hint when no chain is served (the demo chains are opt-in). */
function describeStart(url: string, config: ServerConfig, kind: string): string[] {
  const lines = [`Walletport server listening on ${url} (${kind}${config.demo ? ', demo' : ''})`];
  if (config.chains.length === 0) {
    lines.push(
      'No chains configured: set CHAIN_RPC_<chainId> to serve balances, names, sign-in and the RPC proxy.',
    );
  }
  return lines;
}

function describeProject(project: Project): string {
  const flags = [
    project.disabled ? 'disabled' : 'enabled',
    project.analyticsEnabled ? 'analytics on' : 'analytics off',
  ];
  const origins = project.allowedOrigins.length === 0 ? '(none)' : project.allowedOrigins.join(', ');
  return `${project.id}${project.name === '' ? '' : ` "${project.name}"`} [${flags.join(', ')}] origins: ${origins}`;
}

function requireArg(value: string | undefined, what: string): string {
  if (value === undefined || value === '') throw new UsageError(`Missing ${what}.`);
  return value;
}

function openDatabase(config: ServerConfig, io: CliIo): Promise<Database> {
  if (io.openDatabase !== undefined) return io.openDatabase(config);
  return createDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
}

/** Opens, migrates, runs `run`, closes. Every command works on a fresh database. */
async function withDatabase<T>(
  config: ServerConfig,
  io: CliIo,
  run: (db: Database, applied: string[]) => Promise<T>,
): Promise<T> {
  const db = await openDatabase(config, io);
  try {
    const applied = await migrate(db);
    return await run(db, applied);
  } finally {
    await db.close();
  }
}

async function projectCommand(args: string[], config: ServerConfig, io: CliIo): Promise<void> {
  const [action, ...rest] = args;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      origin: { type: 'string', multiple: true },
      add: { type: 'string', multiple: true },
      remove: { type: 'string', multiple: true },
      'no-analytics': { type: 'boolean' },
    },
  });
  await withDatabase(config, io, async (db) => {
    const projects = createProjectStore(db);
    if (action === 'list') {
      for (const project of await projects.list()) io.stdout(describeProject(project));
      return;
    }
    const id = requireArg(positionals[0], 'project id');
    let project: Project;
    switch (action) {
      case 'create':
        project = await projects.create({
          id,
          ...(values.name === undefined ? {} : { name: values.name }),
          origins: values.origin ?? [],
          analyticsEnabled: values['no-analytics'] !== true,
        });
        break;
      case 'origins': {
        const found = await projects.get(id);
        if (found === undefined) throw new ProjectStoreError(`No project with the id ${JSON.stringify(id)}`);
        project = found;
        if (values.add !== undefined) project = await projects.addOrigins(id, values.add);
        if (values.remove !== undefined) project = await projects.removeOrigins(id, values.remove);
        break;
      }
      case 'disable':
      case 'enable':
        project = await projects.update(id, { disabled: action === 'disable' });
        break;
      default:
        throw new UsageError(`Unknown project command ${JSON.stringify(action ?? '')}.`);
    }
    io.stdout(describeProject(project));
  });
}

async function registryCommand(args: string[], config: ServerConfig, io: CliIo): Promise<number> {
  const [action, ...rest] = args;
  if (action !== 'import') throw new UsageError(`Unknown registry command ${JSON.stringify(action ?? '')}.`);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { 'skip-invalid': { type: 'boolean' }, 'allow-scheme': { type: 'string', multiple: true } },
  });
  const path = requireArg(positionals[0], 'registry file');
  let file: unknown;
  try {
    file = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new RegistryImportError(`Cannot read ${path} as JSON: ${(error as Error).message}`);
  }
  const report = await withDatabase(config, io, (db) =>
    importRegistry(db, file, {
      skipInvalid: values['skip-invalid'] === true,
      allowSchemes: values['allow-scheme'] ?? [],
    }),
  );
  for (const problem of report.problems) {
    io.stderr(
      `${problem.entry}${problem.id === undefined ? '' : ` (${problem.id})`}: ${problem.problems.join('; ')}`,
    );
  }
  if (!report.written) {
    io.stderr(
      `Nothing imported: ${report.problems.length} invalid entries (use --skip-invalid to import the rest).`,
    );
    return 1;
  }
  io.stdout(`Imported ${report.wallets} wallets and ${report.images} images.`);
  return report.problems.length > 0 ? 1 : 0;
}

/** Runs one command; resolves to the exit code ('serve' resolves once listening and keeps running). */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const [command, ...args] = argv;
  try {
    if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
      io.stdout(USAGE);
      return command === undefined ? 2 : 0;
    }
    const takesDemo = command === 'serve' || command === 'seed';
    const config = loadConfig(takesDemo ? withDemoFlag(args, io.env) : io.env);
    switch (command) {
      case 'serve': {
        const server = await startServer(config);
        stopOnSignals(server);
        for (const line of describeStart(server.url, config, server.db.kind)) io.stdout(line);
        return 0;
      }
      case 'migrate': {
        const applied = await withDatabase(config, io, async (_db, names) => names);
        io.stdout(applied.length === 0 ? 'No pending migrations.' : `Applied: ${applied.join(', ')}`);
        return 0;
      }
      case 'seed': {
        const report = await withDatabase(config, io, (db) => seed(db, config));
        io.stdout(
          `Seeded: demo project ${report.demoProject ? 'present' : 'off'}, ${report.wallets} wallets added.`,
        );
        return 0;
      }
      case 'project':
        await projectCommand(args, config, io);
        return 0;
      case 'registry':
        return await registryCommand(args, config, io);
      default:
        throw new UsageError(`Unknown command ${JSON.stringify(command)}.`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (
      error instanceof ConfigError ||
      error instanceof ProjectStoreError ||
      error instanceof RegistryImportError
    ) {
      io.stderr(error.message);
      return 1;
    }
    if (error instanceof TypeError && (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.stderr(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    throw error;
  }
}
