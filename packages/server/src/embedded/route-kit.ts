/** What every /embedded/v1 handler starts with, shared by the route modules. */
import type { FastifyRequest } from 'fastify';
import type { Project } from '../projects/index.js';
import type { User } from './account-store.js';
import type { EmbeddedServices } from './services.js';

export interface OpenedRequest {
  project: Project;
  services: EmbeddedServices;
}

/**
 * The request's project (projectId, enabled; the Origin is the frame's, checked against the frame
 * origins rather than the project's) and the services; 503 when email login is off.
 */
export type OpenRequest = (request: FastifyRequest) => Promise<OpenedRequest>;

export interface UserBody {
  id: string;
  email: string | null;
  socialProvider?: string;
  username?: string;
}

/** The user as the frame sees it; `login` names the social login of the session, if it was one. */
export function userBody(
  user: User,
  login?: { provider: string | null; username: string | null | undefined },
): UserBody {
  return {
    id: user.id,
    email: user.email,
    ...(login?.provider == null ? {} : { socialProvider: login.provider }),
    ...(login?.username == null ? {} : { username: login.username }),
  };
}

export async function walletBody(
  services: EmbeddedServices,
  user: User,
): Promise<{ address: string; solanaAddress: string } | null> {
  const wallet = await services.accounts.findWallet(user.id);
  return wallet === undefined ? null : { address: wallet.address, solanaAddress: wallet.solanaAddress };
}
