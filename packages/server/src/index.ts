// Public entry of @walletport/server.
export { type BuildServerOptions, buildServer } from './app.js';
export { type Cache, createMemoryCache, createRedisCache } from './cache/index.js';
export {
  type ChainConfig,
  ConfigError,
  DEFAULT_PORT,
  findChain,
  loadConfig,
  type RateLimitConfig,
  type ServerConfig,
  type TokenConfig,
} from './config.js';
export { createDatabase, type Database, type DatabaseOptions, migrate, type Queryable } from './db/index.js';
export { ApiError } from './http/api-error.js';
export {
  createProjectStore,
  DEMO_PROJECT,
  isOriginAllowed,
  type Project,
  type ProjectStore,
  requireProject,
} from './projects/index.js';
export type { RouteContext } from './routes/context.js';
export { seed } from './seed.js';
export { type RunningServer, startServer, stopOnSignals } from './serve.js';
