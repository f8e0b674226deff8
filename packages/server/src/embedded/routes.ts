/**
 * The embedded wallet's server side (see docs/server.md, "Embedded wallet (email login)"): email login
 * with one-time codes, sessions, the user's wallet shares and email changes, under /embedded/v1. Only the
 * frame app calls these routes, from its own origin (EMBEDDED_FRAME_ORIGINS); the host page's origin comes
 * in the body where it matters and is checked against the project's allowed origins. Without SMTP_URL
 * every route answers 503.
 */
import type { FastifyInstance } from 'fastify';
import { requireProject } from '../projects/index.js';
import type { RouteContext } from '../routes/context.js';
import { registerEmailUpdateRoutes } from './email-update-routes.js';
import { embeddedErrors } from './errors.js';
import { registerFarcasterRoutes } from './farcaster/routes.js';
import { requireFrameOrigin } from './frame-origin.js';
import { registerLoginRoutes } from './login-routes.js';
import type { OpenRequest } from './route-kit.js';
import { createEmbeddedServices } from './services.js';
import { registerShareRoutes } from './share-routes.js';
import { createSocialRouteContext } from './social/context.js';
import { registerSocialRoutes } from './social/routes.js';

export interface EmbeddedRouteOptions extends RouteContext {
  /** The clock of codes, throttles, locks and sessions (ms since the epoch); Date.now by default. */
  now?: () => number;
}

export default async function embeddedRoutes(
  app: FastifyInstance,
  opts: EmbeddedRouteOptions,
): Promise<void> {
  const { frameOrigins } = opts.config.embedded;
  const services = createEmbeddedServices(opts.config.embedded, opts.db, opts.now);
  if (services !== undefined) app.addHook('onClose', async () => services.mailer.close());

  const open: OpenRequest = async (request) => {
    const project = await requireProject(request, { checkOrigin: false });
    requireFrameOrigin(request, frameOrigins);
    if (services === undefined) throw embeddedErrors.notConfigured();
    return { project, services };
  };
  registerLoginRoutes(app, open);
  registerShareRoutes(app, open);
  registerEmailUpdateRoutes(app, open);
  // Social logins reach the same users, sessions and wallets (docs/server.md, "Embedded wallet: social login").
  registerSocialRoutes(
    app,
    createSocialRouteContext({
      open,
      services,
      social: opts.config.social,
      frameOrigins,
      db: opts.db,
      farcaster: opts.config.farcaster !== undefined,
    }),
  );
  // Sign In With Farcaster: a channel the Farcaster wallet answers (docs/embedded-wallet.md, "Farcaster").
  registerFarcasterRoutes(app, { open, services, config: opts.config, db: opts.db, limiter: opts.limiter });
}
