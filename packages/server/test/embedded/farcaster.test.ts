/**
 * Sign In With Farcaster end to end against a devnet with the ID registry: the frame opens a channel,
 * the wallet (from its own origin) answers with the dev Farcaster account's signature (devnet account 6,
 * fid 1), the frame sees the channel completed and redeems the result for a session. Wrong signers,
 * expired and replayed channels are refused.
 */
import { createHash, randomBytes } from 'node:crypto';
import { formatSiwxMessage } from '@walletport/core/siwx';
import {
  DEVNET_CONTRACTS,
  DEVNET_FARCASTER_ACCOUNT,
  type Devnet,
  devnetAccount,
  findFreePort,
  seedDevnetFarcaster,
  startDevnet,
} from '@walletport/devnet';
import type { LightMyRequestResponse } from 'fastify';
import type { HDAccount } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConnectUrl } from '../../src/embedded/farcaster/connect-url.js';
import { testDatabaseKinds } from '../support/databases.js';
import { call, type EmbeddedHarness, HOST_ORIGIN, refusal, useEmbeddedServer } from './embedded-kit.js';

/** The dev wallet's page: any origin may answer a channel. */
const WALLET_ORIGIN = 'http://127.0.0.1:5174';
const devAccount = devnetAccount(DEVNET_FARCASTER_ACCOUNT.accountIndex);
const stranger = devnetAccount(7);

interface OpenedChannel {
  channelToken: string;
  url: string;
  webUrl: string;
  nonce: string;
  domain: string;
  siweUri: string;
  expiresAt: string;
  verifier: string;
}

function freshVerifier(): { verifier: string; verifierHash: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, verifierHash: createHash('sha256').update(verifier).digest('base64url') };
}

describe.each(testDatabaseKinds())('Farcaster sign-in on $name', (kind) => {
  let devnet: Devnet | undefined;
  const env: Record<string, string> = {};
  // Before the server's own beforeAll: its configuration names the devnet's RPC.
  beforeAll(async () => {
    devnet = await startDevnet({
      chains: [{ id: 31337, name: 'Walletport Devnet', port: await findFreePort() }],
      seed: false,
    });
    const rpcUrl = devnet.chains[0]?.rpcUrl ?? '';
    await seedDevnetFarcaster({ rpcUrl });
    Object.assign(env, {
      CHAIN_RPC_31337: rpcUrl,
      FARCASTER_CHAIN_ID: '31337',
      FARCASTER_ID_REGISTRY: DEVNET_CONTRACTS.idRegistry,
    });
  }, 60_000);
  afterAll(async () => {
    await devnet?.stop();
  });
  const harness = useEmbeddedServer(kind, { env });

  async function openChannel(options: { origin?: string } = {}): Promise<OpenedChannel> {
    const { verifier, verifierHash } = freshVerifier();
    const response = await call(harness, 'POST', 'farcaster/channel', {
      origin: options.origin ?? HOST_ORIGIN,
      verifierHash,
    });
    expect(response.statusCode, response.body).toBe(200);
    return { ...response.json(), verifier };
  }

  /** What a Farcaster wallet signs for the link: SIWF's EIP-4361 message naming the fid. */
  async function signedAnswer(
    link: string,
    signer: HDAccount,
    options: { address?: `0x${string}`; fid?: number; issuedAtMs?: number } = {},
  ) {
    const params = readConnectUrl(link);
    if (params === undefined) throw new Error(`Not a connect link: ${link}`);
    const fid = options.fid ?? DEVNET_FARCASTER_ACCOUNT.fid;
    const message = formatSiwxMessage({
      domain: params.domain,
      accountAddress: options.address ?? signer.address,
      statement: 'Farcaster Auth',
      uri: params.siweUri,
      version: '1',
      chainId: 'eip155:31337',
      nonce: params.nonce,
      issuedAt: new Date(options.issuedAtMs ?? harness.clock.now()).toISOString(),
      expirationTime: params.expirationTime,
      resources: [`farcaster://fid/${fid}`],
    });
    return { message, signature: await signer.signMessage({ message }), fid };
  }

  function answer(
    h: EmbeddedHarness,
    token: string,
    body: object,
    origin: string = WALLET_ORIGIN,
  ): Promise<LightMyRequestResponse> {
    return h.app.inject({
      method: 'POST',
      url: `/embedded/v1/farcaster/channel/${token}/authenticate`,
      headers: { origin },
      payload: body,
    });
  }

  const status = (token: string) => call(harness, 'GET', `farcaster/channel/${token}/status`);

  it("lists 'farcaster' with the social providers once it is configured", async () => {
    const listed = await call(harness, 'GET', 'social/providers');
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as { providers: string[] }).providers).toContain('farcaster');
  });

  it('opens a channel whose links carry what the wallet signs and where it answers', async () => {
    const channel = await openChannel();
    expect(channel.domain).toBe('shop.example.com');
    expect(channel.siweUri).toBe(HOST_ORIGIN);
    expect(channel.nonce).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(Date.parse(channel.expiresAt)).toBe(harness.clock.now() + 10 * 60_000);
    for (const link of [channel.url, channel.webUrl]) {
      expect(readConnectUrl(link)).toEqual({
        channelToken: channel.channelToken,
        nonce: channel.nonce,
        domain: channel.domain,
        siweUri: channel.siweUri,
        expirationTime: channel.expiresAt,
        relay: 'http://localhost:80/embedded/v1/farcaster',
      });
    }
    expect(channel.url.startsWith('farcaster://connect?channelToken=')).toBe(true);
    const pending = await status(channel.channelToken);
    expect(pending.json()).toEqual({ state: 'pending' });
  });

  it('completes with the dev account’s signature; the frame redeems the result for a session', async () => {
    const channel = await openChannel();
    const { message, signature, fid } = await signedAnswer(channel.url, devAccount);
    const answered = await answer(harness, channel.channelToken, {
      message,
      signature,
      fid,
      username: 'walletport-dev',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toEqual({ state: 'completed', fid: 1, username: 'walletport-dev' });
    // The wallet's page may read the answer: CORS lets its origin through on this route alone.
    expect(answered.headers['access-control-allow-origin']).toBe(WALLET_ORIGIN);

    const completed = (await status(channel.channelToken)).json();
    expect(completed).toMatchObject({ state: 'completed', fid: 1, username: 'walletport-dev' });
    expect(completed.result).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const redeemed = await call(harness, 'POST', 'social/redeem', {
      result: completed.result,
      verifier: channel.verifier,
    });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const session = redeemed.json();
    expect(session.user).toMatchObject({
      socialProvider: 'farcaster',
      username: 'walletport-dev',
      email: null,
    });
    expect(session.sessionToken).toEqual(expect.any(String));

    // The same fid again: the same user, so the same wallet.
    const again = await openChannel();
    const second = await signedAnswer(again.url, devAccount);
    expect((await answer(harness, again.channelToken, second)).statusCode).toBe(200);
    const secondResult = (await status(again.channelToken)).json().result;
    const secondSession = await call(harness, 'POST', 'social/redeem', {
      result: secondResult,
      verifier: again.verifier,
    });
    expect(secondSession.json().user.id).toBe(session.user.id);
  });

  it('lets any origin answer a channel (preflight included), and no other embedded route', async () => {
    const preflight = (url: string) =>
      harness.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: WALLET_ORIGIN,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const answerPath = `/embedded/v1/farcaster/channel/${'a'.repeat(43)}/authenticate`;
    expect((await preflight(answerPath)).headers['access-control-allow-origin']).toBe(WALLET_ORIGIN);
    const channelPath = '/embedded/v1/farcaster/channel';
    expect((await preflight(channelPath)).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a signer that is not fid 1’s custody, and stays open for the right one', async () => {
    const channel = await openChannel();
    const own = await signedAnswer(channel.url, stranger);
    expect(refusal(await answer(harness, channel.channelToken, own))).toMatchObject({
      status: 401,
      code: 'FARCASTER_NOT_CUSTODY',
    });
    const posing = await signedAnswer(channel.url, stranger, { address: devAccount.address });
    expect(refusal(await answer(harness, channel.channelToken, posing))).toMatchObject({
      status: 401,
      code: 'FARCASTER_INVALID_SIGNATURE',
    });
    const unknownFid = await signedAnswer(channel.url, stranger, { fid: 999 });
    expect(refusal(await answer(harness, channel.channelToken, unknownFid))).toMatchObject({
      status: 401,
      code: 'FARCASTER_UNKNOWN_FID',
    });
    expect((await status(channel.channelToken)).json()).toEqual({ state: 'pending' });
    const right = await signedAnswer(channel.url, devAccount);
    expect((await answer(harness, channel.channelToken, right)).statusCode).toBe(200);
  });

  it('refuses an expired channel, to the wallet and to the frame', async () => {
    const channel = await openChannel();
    const signed = await signedAnswer(channel.url, devAccount);
    harness.clock.advance(10 * 60_000);
    expect(refusal(await answer(harness, channel.channelToken, signed))).toMatchObject({
      status: 410,
      code: 'CHANNEL_EXPIRED',
    });
    expect(refusal(await status(channel.channelToken))).toMatchObject({
      status: 410,
      code: 'CHANNEL_EXPIRED',
    });
  });

  it('refuses a replayed answer, on its channel and on a new one', async () => {
    const channel = await openChannel();
    const signed = await signedAnswer(channel.url, devAccount);
    expect((await answer(harness, channel.channelToken, signed)).statusCode).toBe(200);
    expect(refusal(await answer(harness, channel.channelToken, signed))).toMatchObject({
      status: 409,
      code: 'CHANNEL_USED',
    });
    const other = await openChannel();
    expect(refusal(await answer(harness, other.channelToken, signed))).toMatchObject({
      status: 401,
      code: 'FARCASTER_NONCE_MISMATCH',
    });
    // A result is redeemed once.
    const { result } = (await status(channel.channelToken)).json();
    expect(
      (await call(harness, 'POST', 'social/redeem', { result, verifier: channel.verifier })).statusCode,
    ).toBe(200);
    expect(
      refusal(await call(harness, 'POST', 'social/redeem', { result, verifier: channel.verifier })),
    ).toMatchObject({ status: 401 });
  });

  it('refuses a host origin the project does not allow, and hides channels from other projects', async () => {
    const { verifierHash } = freshVerifier();
    const refused = await call(harness, 'POST', 'farcaster/channel', {
      origin: 'https://evil.example.net',
      verifierHash,
    });
    expect(refusal(refused)).toMatchObject({ status: 403, code: 'UNAUTHORIZED_DOMAIN' });
    const channel = await openChannel();
    const elsewhere = await call(
      harness,
      'GET',
      `farcaster/channel/${channel.channelToken}/status`,
      undefined,
      {
        projectId: harness.otherProjectId,
      },
    );
    expect(refusal(elsewhere)).toMatchObject({ status: 404, code: 'CHANNEL_NOT_FOUND' });
    // Only the frame polls: another page's origin is refused.
    const fromPage = await call(
      harness,
      'GET',
      `farcaster/channel/${channel.channelToken}/status`,
      undefined,
      {
        origin: HOST_ORIGIN,
      },
    );
    expect(fromPage.statusCode).toBe(403);
  });

  it('serves the link’s https page from the stored channel, never from the link’s own words', async () => {
    const channel = await openChannel();
    const forged = channel.webUrl.replace('domain=shop.example.com', 'domain=bank.example');
    const page = await harness.app.inject({ method: 'GET', url: forged.replace('http://localhost:80', '') });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('<strong>shop.example.com</strong> asks you to sign in');
    expect(page.body).not.toContain('bank.example');
    expect(page.body).toContain(`href="farcaster://connect?channelToken=${channel.channelToken}&amp;`);
    const unknown = await harness.app.inject({
      method: 'GET',
      url: `/embedded/v1/farcaster/connect?channelToken=${'x'.repeat(43)}`,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
