/**
 * POST /auth/v1/authenticate: turns a signed sign-in message (EIP-4361, or CAIP-122 for Solana) into a
 * session. Checks run cheapest first: the message's form, its rules (chain, address, domain, URI,
 * times), the signature's form, the nonce token; then the nonce is consumed (one attempt per nonce, so
 * each nonce buys at most one chain call) and the signature checked: on the chain for eip155 (EOA,
 * ERC-1271, ERC-6492), as an Ed25519 signature by the address's key for Solana.
 */
import { getAddress, type Hex } from 'viem';
import type { ChainClients } from '../chain/clients.js';
import { hasHighS, isSignedBy } from '../chain/verify-signature.js';
import { ApiError } from '../http/api-error.js';
import type { Project } from '../projects/index.js';
import { checkMessageRules, type SiwxRejection } from './message-rules.js';
import { isSolanaSignIn, readSignInMessage, type SignInFields } from './read-siwe-message.js';
import { randomToken, sha256Hex } from './secrets.js';
import { isSignedBySolanaKey, readSolanaSignature } from './solana-signature.js';
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

const HEX_SIGNATURE = /^0x[0-9a-fA-F]+$/;

/** The signer as the session records it: the address and the CAIP-2 chain (together, the CAIP-10 id). */
interface SignedAccount {
  address: string;
  chainId: string;
}

function invalidSignature(account: SignedAccount): ApiError {
  return new ApiError(
    401,
    'SIWX_INVALID_SIGNATURE',
    `The signature is not a signature of the message by ${account.address} on chain ${account.chainId}.`,
  );
}

/**
 * Checks the signature's form now (a malformed one must not spend the nonce) and returns the check of
 * the signature itself, to run once the nonce is consumed.
 */
function prepareSignatureCheck(
  deps: AuthenticateDeps,
  message: SignInFields,
  body: AuthenticateBody,
): () => Promise<SignedAccount> {
  if (isSolanaSignIn(message)) {
    const signature = readSolanaSignature(body.signature);
    // Base58 is case-sensitive: the address is kept exactly as signed.
    const account = { address: message.address, chainId: `solana:${message.reference}` };
    return async () => {
      if (!isSignedBySolanaKey(message.address, body.message, signature)) throw invalidSignature(account);
      return account;
    };
  }
  if (!HEX_SIGNATURE.test(body.signature)) {
    throw new ApiError(
      400,
      'SIWX_MALFORMED_SIGNATURE',
      'An Ethereum sign-in signature must be 0x and hex digits.',
    );
  }
  if (hasHighS(body.signature)) {
    // Refused before the nonce is spent: a malleated copy of a signature is never worth a chain call.
    throw new ApiError(
      400,
      'SIWX_MALFORMED_SIGNATURE',
      'The signature is not in its canonical low-s form (EIP-2); sign the message again.',
    );
  }
  return async () => {
    const client = deps.clients.get(message.chainId);
    if (client === undefined) {
      throw new ApiError(
        400,
        'SIWX_UNSUPPORTED_CHAIN',
        `The message's chain id ${message.chainId} is not a chain this server serves.`,
      );
    }
    const account = { address: getAddress(message.address), chainId: `eip155:${message.chainId}` };
    if (!(await isSignedBy(client, account.address, body.message, body.signature as Hex))) {
      throw invalidSignature(account);
    }
    return account;
  };
}

export async function authenticate(
  deps: AuthenticateDeps,
  request: AuthenticateRequest,
): Promise<{ token: string; session: SessionRecord }> {
  const now = deps.now?.() ?? new Date();
  const { body, project } = request;
  const message = readSignInMessage(body.message);
  const broken = checkMessageRules(message, {
    allowedOrigins: project.allowedOrigins,
    requestOrigin: request.origin,
    servedChainIds: deps.servedChainIds,
    nowMs: now.getTime(),
  });
  if (broken !== undefined) throw rejection(broken);
  const checkSignature = prepareSignatureCheck(deps, message, body);

  const nonceTokenHash = sha256Hex(body.nonceToken);
  await checkNonceToken(deps.store, nonceTokenHash, project.id, message.nonce, now);
  if (!(await deps.store.consumeNonce(nonceTokenHash, project.id, now))) {
    // Another request consumed it between the check and now.
    throw new ApiError(401, 'SIWX_NONCE_USED', 'The nonce has been used already; ask for a new nonce.');
  }
  const { address, chainId } = await checkSignature();

  const latestEnd = now.getTime() + MAX_SESSION_MS;
  const messageEnd = message.expirationTime === undefined ? latestEnd : Date.parse(message.expirationTime);
  const token = randomToken();
  const session = await deps.store.createSession({
    projectId: project.id,
    tokenHash: sha256Hex(token),
    address,
    chainId,
    domain: message.domain,
    uri: message.uri,
    issuedAt: new Date(message.issuedAt),
    expiresAt: new Date(Math.min(messageEnd, latestEnd)),
    message: body.message,
    signature: body.signature,
  });
  return { token, session };
}
