/**
 * Set-up of the SIWX integration tests: a devnet of two chains (31337 and 31338) on free ports, the server
 * serving both, and helpers to sign in the way a browser SDK does (nonce, EIP-4361 text, signature).
 */
import { type Devnet, findFreePorts, startDevnet } from '@walletport/devnet';
import type { FastifyBaseLogger, FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Address, LocalAccount } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildServer } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { Database } from '../../src/db/index.js';
import { DEMO_PROJECT } from '../../src/projects/index.js';
import { seed } from '../../src/seed.js';
import type { TestDatabaseKind } from '../support/databases.js';

export const PROJECT_ID: string = DEMO_PROJECT.id;
export const ORIGIN = 'http://localhost:5173';
export const DOMAIN = 'localhost:5173';
export const CHAIN_IDS = [31337, 31338] as const;

export async function startTwoChainDevnet(): Promise<Devnet> {
  const ports = await findFreePorts(2);
  return startDevnet({
    chains: [
      { id: CHAIN_IDS[0], name: 'Walletport Devnet', port: ports[0] ?? 0 },
      { id: CHAIN_IDS[1], name: 'Walletport Devnet 2', port: ports[1] ?? 0 },
    ],
  });
}

export function rpcUrlOfChain(devnet: Devnet, chainId: number): string {
  const chain = devnet.chains.find((candidate) => candidate.id === chainId);
  if (chain === undefined) throw new Error(`The test devnet runs no chain ${chainId}.`);
  return chain.rpcUrl;
}

/** The server on `db` serving both devnet chains; the demo project is seeded. */
export async function startSiwxServer(options: {
  db: Database;
  devnet: Devnet;
  env?: Record<string, string>;
  logger?: FastifyBaseLogger;
}): Promise<FastifyInstance> {
  const config = loadConfig({
    // The demo project, and the devnet chains' Multicall3 and tokens.
    DEMO: 'true',
    LOG_LEVEL: 'silent',
    CHAIN_RPC_31337: rpcUrlOfChain(options.devnet, 31337),
    CHAIN_RPC_31338: rpcUrlOfChain(options.devnet, 31338),
    UPSTREAM_TIMEOUT_MS: '5000',
    RATE_LIMIT_PER_IP: '1000000',
    RATE_LIMIT_PER_PROJECT: '1000000',
    ...options.env,
  });
  await seed(options.db, config);
  return buildServer({ config, db: options.db, logger: options.logger ?? false });
}

/** The two-chain devnet of a test file: started before its tests, stopped after them. */
export function useTwoChainDevnet(): { devnet: Devnet } {
  const holder = {} as { devnet: Devnet };
  beforeAll(async () => {
    holder.devnet = await startTwoChainDevnet();
  }, 90_000);
  afterAll(async () => {
    await holder.devnet?.stop();
  }, 60_000);
  return holder;
}

export interface SiwxServerHarness {
  db: Database;
  app: FastifyInstance;
  /** A second project (origin https://other.example.com), for checks across projects. */
  otherProjectId: string;
}

/**
 * For a describe block on one database kind: a fresh database and the server on it (before its tests),
 * closed after them. The fields are set once the block's beforeAll ran.
 */
export function useSiwxServer(kind: TestDatabaseKind, devnet: { devnet: Devnet }): SiwxServerHarness {
  const harness = {
    otherProjectId: `siwx-other-${Math.random().toString(36).slice(2, 8)}`,
  } as SiwxServerHarness;
  let dispose: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ db: harness.db, dispose } = await kind.open());
    harness.app = await startSiwxServer({ db: harness.db, devnet: devnet.devnet });
    await harness.app.walletport.projects.create({
      id: harness.otherProjectId,
      origins: ['https://other.example.com'],
    });
  }, 60_000);
  afterAll(async () => {
    await harness.app?.close();
    await dispose?.();
  }, 60_000);
  return harness;
}

/** Posts `body` to authenticate and expects the refusal: status, code and (when given) the message. */
export async function expectRejected(
  app: FastifyInstance,
  body: object,
  status: number,
  code: string,
  message?: string | RegExp,
  origin?: string,
): Promise<void> {
  const response = await postAuthenticate(app, body, origin === undefined ? {} : { origin });
  expect(response.json()).toMatchObject({ code });
  if (message !== undefined) expect(response.json().message).toMatch(message);
  expect(response.statusCode).toBe(status);
}

export function authUrl(path: string, projectId = PROJECT_ID): string {
  return `/auth/v1/${path}?projectId=${encodeURIComponent(projectId)}`;
}

export interface IssuedNonce {
  nonce: string;
  token: string;
  expiresAt: string;
}

export async function requestNonce(app: FastifyInstance, projectId = PROJECT_ID): Promise<IssuedNonce> {
  const response = await app.inject({ method: 'POST', url: authUrl('nonce', projectId) });
  if (response.statusCode !== 200) throw new Error(`nonce: ${response.statusCode} ${response.body}`);
  return response.json();
}

export interface MessageOptions {
  address?: Address;
  chainId?: number;
  domain?: string;
  uri?: string;
  issuedAt?: Date;
  expirationTime?: Date;
  notBefore?: Date;
  nonce?: string;
}

export function siweMessage(
  account: { address: Address },
  nonce: string,
  options: MessageOptions = {},
): string {
  return createSiweMessage({
    address: options.address ?? account.address,
    chainId: options.chainId ?? CHAIN_IDS[0],
    domain: options.domain ?? DOMAIN,
    uri: options.uri ?? `${ORIGIN}/`,
    version: '1',
    nonce: options.nonce ?? nonce,
    issuedAt: options.issuedAt ?? new Date(),
    statement: 'Sign in to the Walletport demo.',
    ...(options.expirationTime === undefined ? {} : { expirationTime: options.expirationTime }),
    ...(options.notBefore === undefined ? {} : { notBefore: options.notBefore }),
  });
}

export interface SignedAttempt {
  message: string;
  signature: string;
  nonceToken: string;
}

/** A fresh nonce, the message for `options`, signed by `signer`. */
export async function signedAttempt(
  app: FastifyInstance,
  signer: LocalAccount,
  options: MessageOptions = {},
): Promise<SignedAttempt> {
  const { nonce, token } = await requestNonce(app);
  const message = siweMessage(signer, nonce, options);
  return { message, signature: await signer.signMessage({ message }), nonceToken: token };
}

export function postAuthenticate(
  app: FastifyInstance,
  body: object,
  options: { origin?: string; projectId?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: authUrl('authenticate', options.projectId),
    headers: { origin: options.origin ?? ORIGIN },
    payload: body,
  });
}

export function getSessions(
  app: FastifyInstance,
  token: string | undefined,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: authUrl('sessions'),
    headers: { origin: ORIGIN, ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
  });
}

export function postSignOut(
  app: FastifyInstance,
  token: string,
  body?: object,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: authUrl('sign-out'),
    headers: { origin: ORIGIN, authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { payload: body }),
  });
}
