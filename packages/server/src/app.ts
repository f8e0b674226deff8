/**
 * buildServer: the Fastify app with every cross-cutting concern (request ids, logs, errors, CORS per
 * project, rate limits, metrics, OpenAPI) and every route plugin. It does not listen, migrate or seed
 * (see serve.ts), and it closes only what it created itself: the caller owns `db` and a given `cache`.
 */
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { type Cache, createMemoryCache } from './cache/index.js';
import { createChainServices } from './chain/chain-services.js';
import type { ServerConfig } from './config.js';
import type { Database } from './db/index.js';
import { installCors } from './http/cors.js';
import { answerFrameworkError, installErrorHandler } from './http/error-handler.js';
import { loggerOptions } from './http/logger.js';
import { createMetrics, recordRequestDurations } from './http/metrics.js';
import embeddedRoutes from './embedded/routes.js';
import { echoRequestId, requestIdFor } from './http/request-id.js';
import { installInputGuard } from './http/storable-input.js';
import { createIndexer } from './indexer/index.js';
import { createProjectStore } from './projects/index.js';
import { createRateLimiter, installRateLimits } from './rate-limit/index.js';
import accountRoutes from './routes/account/index.js';
import analyticsRoutes from './routes/analytics/index.js';
import blockchainRoutes from './routes/blockchain/index.js';
import convertRoutes from './routes/convert/index.js';
import type { RouteContext } from './routes/context.js';
import namesRoutes from './routes/names/index.js';
import onrampRoutes from './routes/onramp/index.js';
import projectRoutes from './routes/projects.js';
import registryRoutes from './routes/registry/index.js';
import rpcRoutes from './routes/rpc/index.js';
import systemRoutes from './routes/system.js';
import siwxRoutes from './siwx/routes.js';

export interface BuildServerOptions {
  config: ServerConfig;
  db: Database;
  /** Shared cache and rate-limit counters; a fresh in-memory one when left out. */
  cache?: Cache;
  /** A pino-compatible logger, or false for none; by default pino at config.logLevel with redaction. */
  logger?: FastifyBaseLogger | false;
  /**
   * The clock (ms since the epoch) of the embedded wallet's codes, throttles, locks and sessions; Date.now
   * by default. Tests move it instead of waiting.
   */
  now?: () => number;
}

/** The version in the OpenAPI document. */
const API_VERSION = '0.1.0';

export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const ownsCache = options.cache === undefined;
  const cache = options.cache ?? createMemoryCache();
  const projects = createProjectStore(db);
  const limiter = createRateLimiter(cache);
  const context: RouteContext = { config, db, cache, projects, limiter };
  const metrics = createMetrics();

  const app = Fastify({
    ...(options.logger === undefined
      ? { logger: loggerOptions(config.logLevel) }
      : options.logger === false
        ? { logger: false }
        : { loggerInstance: options.logger }),
    genReqId: requestIdFor,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 256 },
    bodyLimit: 1_048_576,
    // Errors before routing (an undecodable URL) get the same { code, message } answers as the rest.
    frameworkErrors: answerFrameworkError,
  }) as unknown as FastifyInstance;

  app.decorate('walletport', context);
  installErrorHandler(app);
  installInputGuard(app);
  echoRequestId(app);
  recordRequestDurations(app, metrics);
  await installCors(app, projects, { frameOrigins: config.embedded.frameOrigins });
  installRateLimits(app, { limits: config.rateLimit, limiter, projects });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Walletport server',
        version: API_VERSION,
        description:
          'Projects and origins, wallet registry, analytics, blockchain API and RPC proxy of the self-hostable Walletport backend.',
      },
    },
  });

  await app.register(systemRoutes, { ...context, metrics });
  await app.register(projectRoutes, context);
  await app.register(registryRoutes, context);
  await app.register(analyticsRoutes, context);
  // The blockchain API, the indexer's history and NFTs, names and the RPC proxy (see docs/server.md).
  const services = createChainServices(config, db, app.log.child({ component: 'chain' }));
  await app.register(blockchainRoutes, { ...context, services });
  await app.register(accountRoutes, { ...context, services });
  // Swaps through the configured provider: the chain's AMM router or an upstream server (docs/server.md).
  await app.register(convertRoutes, { ...context, services });
  await app.register(namesRoutes, context);
  // Buying crypto through the configured onramp providers, with fallbacks (docs/server.md, "Onramp").
  await app.register(onrampRoutes, context);
  await app.register(rpcRoutes, context);
  // Sign-in with a wallet: nonces, sessions, sign-out (SIWX, see docs/siwx.md).
  await app.register(siwxRoutes, context);
  // The embedded wallet's email login, sessions and shares (see docs/server.md).
  await app.register(embeddedRoutes, {
    ...context,
    ...(options.now === undefined ? {} : { now: options.now }),
  });

  // One indexing loop per chain, from the moment the app is ready until it closes (off with INDEXER=false).
  const indexer = createIndexer({
    config,
    db,
    tokenMetadata: services.tokenMetadata,
    log: app.log.child({ component: 'indexer' }),
    registry: metrics.registry,
  });
  app.addHook('onReady', async () => indexer.start());
  app.addHook('onClose', async () => indexer.stop());

  if (ownsCache) app.addHook('onClose', async () => cache.close());
  return app;
}
