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

export function userBody(user: User): { id: string; email: string } {
  return { id: user.id, email: user.email };
}

export async function walletBody(
  services: EmbeddedServices,
  user: User,
): Promise<{ address: string; solanaAddress: string } | null> {
  const wallet = await services.accounts.findWallet(user.id);
  return wallet === undefined ? null : { address: wallet.address, solanaAddress: wallet.solanaAddress };
}
