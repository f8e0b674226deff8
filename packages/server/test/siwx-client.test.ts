/**
 * Core's createServerSiwx (the config a browser app passes as `siwx`) against the real server: buildServer
 * on PGlite in memory, listening on 127.0.0.1, verifying signatures on a real devnet. This proves the
 * two sides agree on the /auth/v1 routes, bodies and error reasons, which neither side's own tests can.
 */
import { createMemoryStorage, type FetchFunction } from '@walletport/core/internal';
import { createServerSiwx, SiwxAuthError, signInError } from '@walletport/core/siwx';
import { devnetAccount } from '@walletport/devnet';
import { describe, expect, it } from 'vitest';
import { CAIP_CHAIN_ID, PROJECT_ID } from './blockchain/chain-test-kit.js';
import { useListeningServerOnDevnet } from './support/listening-server.js';

/** The page the browser would be on; the demo project allows http://localhost:* origins. */
const PAGE = { origin: 'http://localhost:5173', domain: 'localhost:5173' };
const signer = devnetAccount(2);

const server = useListeningServerOnDevnet();

/** Node's fetch sends no Origin of its own: add the page's, as a browser would. */
const fetchFromPage: FetchFunction = (input, init) => {
  const headers = new Headers(init?.headers);
  headers.set('origin', PAGE.origin);
  return fetch(input, { ...init, headers });
};

function serverSiwx() {
  return createServerSiwx({
    url: server.baseUrl,
    projectId: PROJECT_ID,
    domain: PAGE.domain,
    uri: PAGE.origin,
    statement: 'Sign in to the Walletport demo.',
    storage: createMemoryStorage(),
    fetch: fetchFromPage,
  });
}

async function signedSession(siwx: ReturnType<typeof serverSiwx>, tamper = false) {
  const message = await siwx.createMessage({ chainId: CAIP_CHAIN_ID, accountAddress: signer.address });
  const text = message.toString();
  let signature = await signer.signMessage({ message: text });
  if (tamper) {
    // Another valid-looking signature: one byte of `s` changed, so it recovers some other address.
    const flipped = (Number.parseInt(signature.slice(40, 42), 16) ^ 0x01).toString(16).padStart(2, '0');
    signature = `${signature.slice(0, 40)}${flipped}${signature.slice(42)}` as typeof signature;
  }
  const { toString: _text, ...data } = message;
  return { data, message: text, signature };
}

describe("core's createServerSiwx against the Walletport server", () => {
  it('signs in, finds the session, signs out and finds none', async () => {
    const siwx = serverSiwx();
    const session = await signedSession(siwx);
    expect(session.data.domain).toBe(PAGE.domain);
    expect(session.data.nonce).toMatch(/^[A-Za-z0-9]{16,}$/);

    await siwx.addSession(session);
    const found = await siwx.getSessions(CAIP_CHAIN_ID, signer.address);
    expect(found).toHaveLength(1);
    expect(found[0]?.message).toBe(session.message);
    expect(found[0]?.signature).toBe(session.signature);
    expect(found[0]?.data.accountAddress.toLowerCase()).toBe(signer.address.toLowerCase());
    // Another chain or another address is not this session.
    expect(await siwx.getSessions('eip155:31338', signer.address)).toEqual([]);
    expect(await siwx.getSessions(CAIP_CHAIN_ID, devnetAccount(3).address)).toEqual([]);

    await siwx.revokeSession(CAIP_CHAIN_ID, signer.address);
    expect(await siwx.getSessions(CAIP_CHAIN_ID, signer.address)).toEqual([]);
  });

  it('a tampered signature is refused with the server’s reason, and no session appears', async () => {
    const siwx = serverSiwx();
    const session = await signedSession(siwx, true);
    const error = await siwx.addSession(session).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(SiwxAuthError);
    expect((error as SiwxAuthError).status).toBe(401);
    expect((error as SiwxAuthError).shortMessage).toBe(
      `The signature is not a signature of the message by ${signer.address} on chain ${CAIP_CHAIN_ID}.`,
    );
    // What the sign view then shows the visitor.
    expect(signInError(error)).toEqual({
      code: 'SIWX_SIGN_IN_REFUSED',
      params: { reason: (error as SiwxAuthError).shortMessage },
    });
    expect(await siwx.getSessions(CAIP_CHAIN_ID, signer.address)).toEqual([]);
  });

  it('a nonce signs in once: replaying the same signed session is refused', async () => {
    const siwx = serverSiwx();
    const session = await signedSession(siwx);
    await siwx.addSession(session);
    await expect(siwx.addSession(session)).rejects.toBeInstanceOf(SiwxAuthError);
    await siwx.revokeSession(CAIP_CHAIN_ID, signer.address);
  });
});
