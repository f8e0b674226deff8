import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage/index.js';
import { randomSiwxNonce } from './config-helpers.js';
import { createLocalSiwx, LOCAL_SIWX_SESSIONS_KEY } from './local-siwx.js';
import { parseSiwxMessage } from './parse-message.js';
import { SiwxMessageError } from './siwx-errors.js';

const ADDRESS = '0x00000000000000000000000000000000000000A1';
const NOW = Date.UTC(2024, 4, 1, 12);

function setup(options: { expiresInMs?: number } = {}) {
  const backend = createMemoryStorage();
  let now = NOW;
  const siwx = createLocalSiwx({
    domain: 'localhost:5173',
    uri: 'http://localhost:5173',
    storage: backend,
    now: () => now,
    ...options,
  });
  const sign = async (chainId: `${string}:${string}` = 'eip155:1') => {
    const message = await siwx.createMessage({ chainId, accountAddress: ADDRESS });
    return { data: { ...message }, message: message.toString(), signature: '0xsig' };
  };
  return {
    siwx,
    backend,
    sign,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('createLocalSiwx', () => {
  it('creates messages with a fresh 16-character nonce each time', async () => {
    const { siwx } = setup();
    const a = await siwx.createMessage({ chainId: 'eip155:1', accountAddress: ADDRESS });
    const b = await siwx.createMessage({ chainId: 'eip155:1', accountAddress: ADDRESS });
    expect(a.nonce).toMatch(/^[a-zA-Z0-9]{16}$/);
    expect(a.nonce).not.toBe(b.nonce);
    expect(parseSiwxMessage(a.toString())).toMatchObject({
      domain: 'localhost:5173',
      issuedAt: '2024-05-01T12:00:00.000Z',
    });
  });

  it('keeps sessions in storage per pair, survives a new config over the same storage', async () => {
    const { siwx, backend, sign } = setup();
    const session = await sign();
    await siwx.addSession(session);
    expect(await siwx.getSessions('eip155:1', ADDRESS.toLowerCase())).toEqual([session]);
    expect(await siwx.getSessions('eip155:5', ADDRESS)).toEqual([]);
    expect(backend.getItem(LOCAL_SIWX_SESSIONS_KEY.name)).toContain('0xsig');
    const reloaded = createLocalSiwx({ domain: 'localhost', uri: 'http://localhost', storage: backend });
    expect(await reloaded.getSessions('eip155:1', ADDRESS)).toHaveLength(1);
  });

  it('revokeSession removes only that pair', async () => {
    const { siwx, sign } = setup();
    await siwx.addSession(await sign('eip155:1'));
    await siwx.addSession(await sign('eip155:5'));
    await siwx.revokeSession('eip155:1', ADDRESS);
    expect(await siwx.getSessions('eip155:1', ADDRESS)).toEqual([]);
    expect(await siwx.getSessions('eip155:5', ADDRESS)).toHaveLength(1);
  });

  it('expired sessions are not returned', async () => {
    const { siwx, sign, advance } = setup({ expiresInMs: 60_000 });
    await siwx.addSession(await sign());
    expect(await siwx.getSessions('eip155:1', ADDRESS)).toHaveLength(1);
    advance(60_001);
    expect(await siwx.getSessions('eip155:1', ADDRESS)).toEqual([]);
  });

  it('refuses a session whose text is for another pair', async () => {
    const { siwx, sign } = setup();
    const session = await sign('eip155:1');
    await expect(
      siwx.addSession({ ...session, data: { ...session.data, chainId: 'eip155:5' } }),
    ).rejects.toBeInstanceOf(SiwxMessageError);
  });

  it('without a page and without domain/uri, createMessage says what is missing', async () => {
    const siwx = createLocalSiwx({ storage: createMemoryStorage() });
    await expect(siwx.createMessage({ chainId: 'eip155:1', accountAddress: ADDRESS })).rejects.toThrow(
      'pass `domain` and `uri`',
    );
  });
});

describe('randomSiwxNonce', () => {
  it('gives letters and digits of the asked length', () => {
    for (const length of [8, 16, 40])
      expect(randomSiwxNonce(length)).toMatch(new RegExp(`^[a-zA-Z0-9]{${length}}$`));
  });
});
