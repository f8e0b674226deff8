/** What the social-login routes share: the stores, the provider clients and the settings they read. */
import type { SocialConfig, SocialProviderId } from '../../config-social.js';
import type { Database } from '../../db/index.js';
import type { OpenRequest } from '../route-kit.js';
import type { EmbeddedServices } from '../services.js';
import { createSocialLoginStore, type SocialLoginStore } from './login-store.js';
import { createOAuth2Client } from './oauth2-client.js';
import { createOidcClient } from './oidc-client.js';
import type { SocialProviderClient } from './provider-client.js';

export interface SocialRouteContext {
  /** The frame's requests: project, frame origin, services (503 when the embedded wallet is off). */
  open: OpenRequest;
  /** For the callback, which comes from the provider's page rather than the frame. */
  services: EmbeddedServices | undefined;
  social: SocialConfig;
  frameOrigins: readonly string[];
  store: SocialLoginStore;
  /** The configured providers only, in SOCIAL_PROVIDERS order. */
  clients: ReadonlyMap<SocialProviderId, SocialProviderClient>;
  /** Sign In With Farcaster is configured (FARCASTER_ID_REGISTRY): listed with the providers. */
  farcaster: boolean;
}

export function createSocialRouteContext(options: {
  open: OpenRequest;
  services: EmbeddedServices | undefined;
  social: SocialConfig;
  frameOrigins: readonly string[];
  db: Database;
  farcaster?: boolean;
}): SocialRouteContext {
  const clients = new Map<SocialProviderId, SocialProviderClient>();
  for (const provider of options.social.providers) {
    clients.set(
      provider.id,
      provider.kind === 'oidc' ? createOidcClient(provider) : createOAuth2Client(provider),
    );
  }
  return {
    open: options.open,
    services: options.services,
    social: options.social,
    frameOrigins: options.frameOrigins,
    store: createSocialLoginStore(options.db),
    clients,
    farcaster: options.farcaster === true,
  };
}
