import { MESSAGES, WalletportError } from '@walletport/core/internal';
import { describe, expect, it } from 'vitest';
import { ETHERS_ADAPTER_MESSAGES, EthersAdapterError, type EthersAdapterErrorCode } from '../src/index.js';

describe('the adapter owns its errors', () => {
  it("none of its texts is in core's catalogue", () => {
    for (const text of Object.values(ETHERS_ADAPTER_MESSAGES))
      expect(Object.values(MESSAGES)).not.toContain(text);
  });

  it("its errors extend core's base error, with the code carried and AppKit's text kept", () => {
    const cause = new Error('ethers said no');
    const error = new EthersAdapterError('ADAPTER_SIGN_MESSAGE_FAILED', { cause, category: 'WALLET_ERROR' });
    expect(error).toBeInstanceOf(WalletportError);
    expect(error.name).toBe('EthersAdapterError');
    expect(error.code).toBe('ADAPTER_SIGN_MESSAGE_FAILED');
    expect(error.shortMessage).toBe('EthersAdapter:signMessage - Sign message failed');
    expect(error.cause).toBe(cause);
    expect(error.category).toBe('WALLET_ERROR');
    for (const code of Object.keys(ETHERS_ADAPTER_MESSAGES) as EthersAdapterErrorCode[])
      expect(new EthersAdapterError(code).message).toBe(ETHERS_ADAPTER_MESSAGES[code]);
  });
});
