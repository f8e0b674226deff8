import type { UniversalProviderLike } from '../adapter/index.js';
import { isUserRejection, WalletportError } from '../errors/index.js';
import { WalletConnectClientError } from '../walletconnect/client/errors.js';
import { describe, expect, it } from 'vitest';
import { sessionAddresses, sessionChainIds, toEip1193Error } from './walletconnect-session.js';

const provider = (accounts: string[]) =>
  ({
    session: { topic: 't', namespaces: { eip155: { accounts, methods: [], events: [] } } },
  }) as unknown as UniversalProviderLike;

describe('reading the wallet-connect session’s eip155 namespace', () => {
  it('maps WalletConnect’s rejection codes to the typed 4001 error and leaves others alone', () => {
    for (const code of [5000, 5001, 5002, 5003]) {
      const mapped = toEip1193Error({ code, message: 'User rejected.' });
      expect(isUserRejection(mapped)).toBe(true);
      expect((mapped as { code: number }).code).toBe(4001);
    }
    const other = { code: 5100, message: 'Unsupported chains.' };
    expect(toEip1193Error(other)).toBe(other);
  });

  it('a request the wallet left unanswered past the client timeout says so, keeping the cause', () => {
    const expired = new WalletConnectClientError('REQUEST_EXPIRED', 'The wallet did not answer in time.');
    const mapped = toEip1193Error(expired);
    expect(mapped).toBeInstanceOf(WalletportError);
    expect((mapped as WalletportError).code).toBe('WALLET_REQUEST_TIMEOUT');
    expect((mapped as WalletportError).shortMessage).toBe('The wallet did not answer in time.');
    expect((mapped as WalletportError).cause).toBe(expired);
    // Other client failures keep their own error.
    const closed = new WalletConnectClientError('SESSION_ENDED', 'The session ended.');
    expect(toEip1193Error(closed)).toBe(closed);
  });

  it('reads the session’s checksummed addresses per chain and its chains', () => {
    const a = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
    const session = provider([
      `eip155:1:${a}`,
      `eip155:5:${a}`,
      'eip155:1:0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
    ]);
    expect(sessionAddresses(session, 5)).toEqual(['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266']);
    expect(sessionAddresses(session, 1)).toHaveLength(2);
    expect(sessionChainIds(session)).toEqual([1, 5]);
    expect(sessionAddresses(undefined)).toEqual([]);
  });
});
