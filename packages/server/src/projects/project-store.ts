/**
 * Projects in the database, with a short in-process memo: every API request looks its project up
 * (CORS, rate limit, route), so reads must not cost a query each. Changes made through this store are
 * seen at once; changes from another process (the CLI) within MEMO_TTL_MS.
 */
import type { Database, Queryable } from '../db/index.js';
import { normalizeOriginPattern } from './origin-matcher.js';
import { isValidProjectId, type Project } from './project.js';

export const PROJECT_MEMO_TTL_MS = 5_000;

export class ProjectStoreError extends Error {
  override readonly name = 'ProjectStoreError';
}

interface ProjectRow {
  id: string;
  name: string;
  disabled: boolean;
  analytics_enabled: boolean;
  rate_limit: number | null;
  analytics_limit: number | null;
  origins: string[] | null;
}

const SELECT_PROJECT = `
  SELECT p.id, p.name, p.disabled, p.analytics_enabled, p.rate_limit, p.analytics_limit,
         COALESCE(array_agg(o.origin ORDER BY o.created_at, o.origin) FILTER (WHERE o.origin IS NOT NULL), '{}') AS origins
  FROM projects p LEFT JOIN project_origins o ON o.project_id = p.id`;

function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    name: row.name,
    disabled: row.disabled,
    analyticsEnabled: row.analytics_enabled,
    allowedOrigins: row.origins ?? [],
    rateLimit: row.rate_limit,
    analyticsLimit: row.analytics_limit,
  };
}

export interface CreateProjectInput {
  id: string;
  name?: string;
  origins?: readonly string[];
  analyticsEnabled?: boolean;
}

export interface ProjectStore {
  /** The project, or undefined when there is none with that id (disabled projects are returned). */
  get(id: string): Promise<Project | undefined>;
  list(): Promise<Project[]>;
  create(input: CreateProjectInput): Promise<Project>;
  /** Creates the project when missing; an existing one is left as it is. */
  ensure(input: CreateProjectInput): Promise<Project>;
  addOrigins(id: string, origins: readonly string[]): Promise<Project>;
  removeOrigins(id: string, origins: readonly string[]): Promise<Project>;
  update(
    id: string,
    changes: Partial<
      Pick<Project, 'name' | 'disabled' | 'analyticsEnabled' | 'rateLimit' | 'analyticsLimit'>
    >,
  ): Promise<Project>;
}

function normalizeOrigins(origins: readonly string[]): string[] {
  return origins.map((origin) => {
    const normalized = normalizeOriginPattern(origin);
    if (normalized === undefined) {
      throw new ProjectStoreError(
        `Invalid origin pattern ${JSON.stringify(origin)}: expected scheme://host[:port], e.g. https://app.example.com, https://*.example.com or http://localhost:*`,
      );
    }
    return normalized;
  });
}

function checkId(id: string): void {
  if (!isValidProjectId(id)) {
    throw new ProjectStoreError(
      `Invalid project id ${JSON.stringify(id)}: use 1-64 letters, digits, '-' or '_'`,
    );
  }
}

export function createProjectStore(
  db: Database,
  options: { now?: () => number; memoTtlMs?: number } = {},
): ProjectStore {
  const now = options.now ?? Date.now;
  const memoTtlMs = options.memoTtlMs ?? PROJECT_MEMO_TTL_MS;
  // Per store instance (never module-level): memoised lookups, misses included, so unknown ids are cheap too.
  const memo = new Map<string, { project: Project | undefined; expiresAt: number }>();
  const MAX_MEMO = 10_000;

  const load = async (q: Queryable, id: string): Promise<Project | undefined> => {
    const { rows } = await q.query<ProjectRow>(`${SELECT_PROJECT} WHERE p.id = $1 GROUP BY p.id`, [id]);
    return rows[0] === undefined ? undefined : toProject(rows[0]);
  };

  const mustLoad = async (q: Queryable, id: string): Promise<Project> => {
    memo.delete(id);
    const project = await load(q, id);
    if (project === undefined) throw new ProjectStoreError(`No project with the id ${JSON.stringify(id)}`);
    return project;
  };

  const insertOrigins = async (q: Queryable, id: string, origins: readonly string[]) => {
    for (const origin of normalizeOrigins(origins)) {
      await q.query(
        'INSERT INTO project_origins (project_id, origin) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [id, origin],
      );
    }
  };

  /** Forgets the memo after the write committed, so no read in between can memoise the old state. */
  const written = async (id: string, write: Promise<Project>): Promise<Project> => {
    try {
      return await write;
    } finally {
      memo.delete(id);
    }
  };

  const store: ProjectStore = {
    async get(id) {
      if (!isValidProjectId(id)) return undefined;
      const memoised = memo.get(id);
      if (memoised !== undefined && memoised.expiresAt > now()) return memoised.project;
      const project = await load(db, id);
      if (memo.size >= MAX_MEMO) memo.clear();
      memo.set(id, { project, expiresAt: now() + memoTtlMs });
      return project;
    },
    async list() {
      const { rows } = await db.query<ProjectRow>(`${SELECT_PROJECT} GROUP BY p.id ORDER BY p.id`);
      return rows.map(toProject);
    },
    async create(input) {
      checkId(input.id);
      const origins = normalizeOrigins(input.origins ?? []);
      const write = db.transaction(async (tx) => {
        const inserted = await tx.query(
          `INSERT INTO projects (id, name, analytics_enabled) VALUES ($1, $2, $3)
           ON CONFLICT (id) DO NOTHING RETURNING id`,
          [input.id, input.name ?? '', input.analyticsEnabled ?? true],
        );
        if (inserted.rows.length === 0)
          throw new ProjectStoreError(`A project with the id ${JSON.stringify(input.id)} exists already`);
        await insertOrigins(tx, input.id, origins);
        return mustLoad(tx, input.id);
      });
      return written(input.id, write);
    },
    async ensure(input) {
      const existing = await load(db, input.id);
      if (existing !== undefined) return existing;
      try {
        return await store.create(input);
      } catch (error) {
        // Another instance created it between the two steps: theirs is as good as ours.
        const created = await load(db, input.id);
        if (created !== undefined) return created;
        throw error;
      }
    },
    async addOrigins(id, origins) {
      const normalized = normalizeOrigins(origins);
      return written(
        id,
        db.transaction(async (tx) => {
          await mustLoad(tx, id);
          await insertOrigins(tx, id, normalized);
          await tx.query('UPDATE projects SET updated_at = now() WHERE id = $1', [id]);
          return mustLoad(tx, id);
        }),
      );
    },
    async removeOrigins(id, origins) {
      const normalized = normalizeOrigins(origins);
      return written(
        id,
        db.transaction(async (tx) => {
          await mustLoad(tx, id);
          await tx.query('DELETE FROM project_origins WHERE project_id = $1 AND origin = ANY($2::text[])', [
            id,
            normalized,
          ]);
          await tx.query('UPDATE projects SET updated_at = now() WHERE id = $1', [id]);
          return mustLoad(tx, id);
        }),
      );
    },
    async update(id, changes) {
      for (const key of ['rateLimit', 'analyticsLimit'] as const) {
        const limit = changes[key];
        if (limit !== undefined && limit !== null && (!Number.isSafeInteger(limit) || limit < 0)) {
          throw new ProjectStoreError(`${key} must be a non-negative integer or null`);
        }
      }
      return written(
        id,
        db.transaction(async (tx) => {
          const current = await mustLoad(tx, id);
          const next = { ...current, ...changes };
          await tx.query(
            `UPDATE projects SET name = $2, disabled = $3, analytics_enabled = $4, rate_limit = $5,
             analytics_limit = $6, updated_at = now() WHERE id = $1`,
            [id, next.name, next.disabled, next.analyticsEnabled, next.rateLimit, next.analyticsLimit],
          );
          return mustLoad(tx, id);
        }),
      );
    },
  };
  return store;
}
