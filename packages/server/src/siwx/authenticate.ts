/**
 * POST /auth/v1/authenticate: turns a signed EIP-4361 message into a session. Checks run cheapest first:
 * the message's form, its rules (chain, address, domain, URI, times), the nonce token; then the nonce is
 * consumed (one attempt per nonce, so each nonce buys at most one chain call) and the signature checked.
 */
import { getAddress, type Hex } from 'viem';
import type { ChainClients } from '../chain/clients.js';
import { isSignedBy } from '../chain/verify-signature.js';
import { ApiError } from '../http/api-error.js';
import type { Project } from '../projects/index.js';
import { checkMessageRules, type SiwxRejection } from './message-rules.js';
import { readSiweMessage } from './read-siwe-message.js';
import { randomToken, sha256Hex } from './secrets.js';
import type { SessionRecord, SiwxStore } from './siwx-store.js';

/** The longest a session lives, whatever the message's Expiration Time says. */
export const MAX_SESSION_MS = 7 * 24 * 60 * 60_000;

export interface AuthenticateBody {
  message: string;
  signature: string;
  nonceToken: string;
}

export interface AuthenticateDeps {
  store: SiwxStore;
  clients: ChainClients;
  servedChainIds: ReadonlySet<number>;
  now?: () => Date;
}

export interface AuthenticateRequest {
  project: Project;
  /** The Origin header, when a browser asks. */
  origin: string | undefined;
  body: AuthenticateBody;
}

function rejection(problem: SiwxRejection): ApiError {
  return new ApiError(problem.status, problem.code, problem.message);
}

async function checkNonceToken(
  store: SiwxStore,
  tokenHash: string,
  projectId: string,
  messageNonce: string,
  now: Date,
): Promise<void> {
  const record = await store.findNonce(tokenHash);
  if (record === undefined)
    throw new ApiError(401, 'SIWX_NONCE_UNKNOWN', 'The nonce token is unknown; ask for a new nonce.');
  if (record.projectId !== projectId)
    throw new ApiError(401, 'SIWX_NONCE_WRONG_PROJECT', 'The nonce token was not issued for this project.');
  if (record.usedAt !== null)
    throw new ApiError(401, 'SIWX_NONCE_USED', 'The nonce has been used already; ask for a new nonce.');
  if (record.expiresAt.getTime() <= now.getTime())
    throw new ApiError(401, 'SIWX_NONCE_EXPIRED', 'The nonce has expired; ask for a new nonce.');
  if (record.nonce !== messageNonce)
    throw new ApiError(
      401,
      'SIWX_NONCE_MISMATCH',
      "The message's nonce is not the nonce of the nonce token.",
    );
}

export async function authenticate(
  deps: AuthenticateDeps,
  request: AuthenticateRequest,
): Promise<{ token: string; session: SessionRecord }> {
  const now = deps.now?.() ?? new Date();
  const { body, project } = request;
  const message = readSiweMessage(body.message);
  const broken = checkMessageRules(message, {
    allowedOrigins: project.allowedOrigins,
    requestOrigin: request.origin,
    servedChainIds: deps.servedChainIds,
    nowMs: now.getTime(),
  });
  if (broken !== undefined) throw rejection(broken);

  const nonceTokenHash = sha256Hex(body.nonceToken);
  await checkNonceToken(deps.store, nonceTokenHash, project.id, message.nonce, now);
  if (!(await deps.store.consumeNonce(nonceTokenHash, project.id, now))) {
    // Another request consumed it between the check and now.
    throw new ApiError(401, 'SIWX_NONCE_USED', 'The nonce has been used already; ask for a new nonce.');
  }

  const client = deps.clients.get(message.chainId);
  if (client === undefined) {
    throw new ApiError(
      400,
      'SIWX_UNSUPPORTED_CHAIN',
      `The message's chain id ${message.chainId} is not a chain this server serves.`,
    );
  }
  const address = getAddress(message.address);
  if (!(await isSignedBy(client, address, body.message, body.signature as Hex))) {
    throw new ApiError(
      401,
      'SIWX_INVALID_SIGNATURE',
      `The signature is not a signature of the message by ${address} on chain eip155:${message.chainId}.`,
    );
  }

  const latestEnd = now.getTime() + MAX_SESSION_MS;
  const messageEnd = message.expirationTime === undefined ? latestEnd : Date.parse(message.expirationTime);
  const token = randomToken();
  const session = await deps.store.createSession({
    projectId: project.id,
    tokenHash: sha256Hex(token),
    address,
    chainId: `eip155:${message.chainId}`,
    domain: message.domain,
    uri: message.uri,
    issuedAt: new Date(message.issuedAt),
    expiresAt: new Date(Math.min(messageEnd, latestEnd)),
    message: body.message,
    signature: body.signature,
  });
  return { token, session };
}
