import { MESSAGES, WalletportError } from '@walletport/core/internal';
import { describe, expect, it } from 'vitest';
import { WAGMI_ADAPTER_MESSAGES, WagmiAdapterError, type WagmiAdapterErrorCode } from '../src/errors.js';

describe('the adapter owns its errors', () => {
  it("none of its codes or texts is in core's catalogue", () => {
    for (const [code, text] of Object.entries(WAGMI_ADAPTER_MESSAGES)) {
      expect(Object.hasOwn(MESSAGES, code)).toBe(false);
      expect(Object.values(MESSAGES)).not.toContain(text);
    }
  });

  it("its errors extend core's base error, with the code carried and AppKit's text kept", () => {
    const cause = new Error('wagmi said no');
    const error = new WagmiAdapterError('ADAPTER_SIGN_MESSAGE_FAILED', { cause, category: 'WALLET_ERROR' });
    expect(error).toBeInstanceOf(WalletportError);
    expect(error.name).toBe('WagmiAdapterError');
    expect(error.code).toBe('ADAPTER_SIGN_MESSAGE_FAILED');
    expect(error.shortMessage).toBe('WagmiAdapter:signMessage - Sign message failed');
    expect(error.cause).toBe(cause);
    expect(error.category).toBe('WALLET_ERROR');
    for (const code of Object.keys(WAGMI_ADAPTER_MESSAGES) as WagmiAdapterErrorCode[])
      expect(new WagmiAdapterError(code).message).toBe(WAGMI_ADAPTER_MESSAGES[code]);
  });
});
