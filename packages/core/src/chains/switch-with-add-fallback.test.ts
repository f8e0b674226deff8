import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { isUserRejection } from '../errors/index.js';
import { switchWithAddFallback } from './switch-with-add-fallback.js';

const walletError = (code: number, message = 'wallet error') => Object.assign(new Error(message), { code });

function wallet({
  firstSwitch,
  add,
  secondSwitch,
}: {
  firstSwitch?: unknown;
  add?: unknown;
  secondSwitch?: unknown;
} = {}) {
  let switches = 0;
  const switchChain = vi.fn(async () => {
    switches += 1;
    const failure = switches === 1 ? firstSwitch : secondSwitch;
    if (failure !== undefined) throw failure;
  });
  const addChain = vi.fn(async () => {
    if (add !== undefined) throw add;
  });
  return { switchChain, addChain };
}

describe('switchWithAddFallback', () => {
  it('a successful switch adds nothing', async () => {
    const w = wallet();
    await switchWithAddFallback(w);
    expect(w.switchChain).toHaveBeenCalledOnce();
    expect(w.addChain).not.toHaveBeenCalled();
  });

  it.each([4902, 5000, 32603])(
    '"If the wallet reports an unrecognised chain (codes 4902, 5000, 32603), the chain is added by a wallet request" (%i)',
    async (code) => {
      const w = wallet({ firstSwitch: walletError(code) });
      await switchWithAddFallback(w);
      expect(w.addChain).toHaveBeenCalledOnce();
      expect(w.switchChain).toHaveBeenCalledTimes(2);
    },
  );

  it('names each wallet request before it is sent: switch, add, switch again', async () => {
    const w = wallet();
    const requests: string[] = [];
    const order: string[] = [];
    w.switchChain.mockImplementationOnce(async () => {
      order.push(`switch after ${requests.at(-1)}`);
      throw walletError(4902);
    });
    w.addChain.mockImplementationOnce(async () => {
      order.push(`add after ${requests.at(-1)}`);
    });
    await switchWithAddFallback({ ...w, onRequest: (kind) => requests.push(kind) });
    expect(requests).toEqual(['switch-network', 'add-network', 'switch-network']);
    expect(order).toEqual(['switch after switch-network', 'add after add-network']);
  });

  it('adds the chain when 4902 is nested in a generic -32603 (MetaMask mobile)', async () => {
    const nested = Object.assign(new Error('Internal'), {
      code: -32603,
      data: { originalError: { code: 4902 } },
    });
    const w = wallet({ firstSwitch: nested });
    await switchWithAddFallback(w);
    expect(w.addChain).toHaveBeenCalledOnce();
  });

  it('"otherwise \'Chain is not supported\' is thrown"', async () => {
    const cause = walletError(-32602, 'invalid params');
    const w = wallet({ firstSwitch: cause });
    const error = await switchWithAddFallback(w).catch((e: unknown) => e);
    expect(error).toMatchObject({
      shortMessage: 'Chain is not supported',
      code: 'CHAIN_NOT_SUPPORTED',
      cause,
    });
    expect(w.addChain).not.toHaveBeenCalled();
  });

  it("a failed add (other than a rejection) is 'Chain is not supported'", async () => {
    const w = wallet({ firstSwitch: walletError(4902), add: walletError(-32602, 'bad params') });
    await expect(switchWithAddFallback(w)).rejects.toThrow('Chain is not supported');
  });

  it('a rejected switch or add stays a rejection (the visitor said no; not an unsupported chain)', async () => {
    const rejection = walletError(4001, 'User rejected the request.');
    await expect(switchWithAddFallback(wallet({ firstSwitch: rejection }))).rejects.toBe(rejection);
    await expect(
      switchWithAddFallback(wallet({ firstSwitch: walletError(4902), add: rejection })),
    ).rejects.toBe(rejection);
  });

  it('"After adding, a rejected switch gives \'User rejected switch after adding network.\'"', async () => {
    const w = wallet({
      firstSwitch: walletError(4902),
      secondSwitch: walletError(4001, 'User rejected the request.'),
    });
    const error = await switchWithAddFallback(w).catch((e: unknown) => e);
    expect(error).toMatchObject({ shortMessage: 'User rejected switch after adding network.' });
    expect(isUserRejection(error)).toBe(true);
  });

  it('asks whether the wallet switched while adding, and switches again only when it did not', async () => {
    const there = wallet({ firstSwitch: walletError(4902) });
    await switchWithAddFallback({ ...there, isOnTargetChain: async () => true });
    expect(there.switchChain).toHaveBeenCalledOnce();

    // Added without switching, then approved: the second switch lands (no false "rejected").
    const notThere = wallet({ firstSwitch: walletError(4902) });
    await switchWithAddFallback({ ...notThere, isOnTargetChain: async () => false });
    expect(notThere.switchChain).toHaveBeenCalledTimes(2);

    const rejected = wallet({ firstSwitch: walletError(4902), secondSwitch: walletError(4001, 'no') });
    const error = await switchWithAddFallback({ ...rejected, isOnTargetChain: async () => false }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ shortMessage: 'User rejected switch after adding network.' });
    expect(isUserRejection(error)).toBe(true);
  });

  it("a second switch failing otherwise is 'Chain is not supported'", async () => {
    const w = wallet({ firstSwitch: walletError(4902), secondSwitch: walletError(-32603) });
    await expect(switchWithAddFallback(w)).rejects.toThrow('Chain is not supported');
  });

  it('a wallet refusing the switch request with 4200 cannot switch networks (not an unsupported chain)', async () => {
    const cause = walletError(4200, 'The method wallet_switchEthereumChain is not supported.');
    const w = wallet({ firstSwitch: cause });
    const error = await switchWithAddFallback(w).catch((e: unknown) => e);
    expect(error).toMatchObject({
      shortMessage: 'Connector does not support programmatic chain switching.',
      code: 'SWITCH_CHAIN_NOT_SUPPORTED',
      category: 'WALLET_ERROR',
      cause,
    });
    expect(w.addChain).not.toHaveBeenCalled();
    // Wrapped by a library (viem puts the wallet's error under `cause`): still recognised.
    const wrapped = Object.assign(new Error('Unsupported method'), { cause });
    await expect(switchWithAddFallback(wallet({ firstSwitch: wrapped }))).rejects.toMatchObject({
      code: 'SWITCH_CHAIN_NOT_SUPPORTED',
    });
    // The switch after adding the chain, refused the same way.
    await expect(
      switchWithAddFallback(wallet({ firstSwitch: walletError(4902), secondSwitch: cause })),
    ).rejects.toMatchObject({ code: 'SWITCH_CHAIN_NOT_SUPPORTED' });
  });

  it('property: a failed switch is SWITCH_CHAIN_NOT_SUPPORTED exactly for code 4200', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .oneof(fc.integer({ min: -33000, max: 33000 }), fc.constant(4200))
          .filter((c) => ![4001, 4902, 5000, 32603].includes(c)),
        async (code) => {
          const error = await switchWithAddFallback(wallet({ firstSwitch: walletError(code) })).catch(
            (e: unknown) => e,
          );
          expect((error as { code?: unknown }).code).toBe(
            code === 4200 ? 'SWITCH_CHAIN_NOT_SUPPORTED' : 'CHAIN_NOT_SUPPORTED',
          );
        },
      ),
    );
  });

  it('takes a custom isAddable', async () => {
    const w = wallet({ firstSwitch: walletError(-32000, 'unknown chain') });
    await switchWithAddFallback({ ...w, isAddable: (e) => (e as { code?: number }).code === -32000 });
    expect(w.addChain).toHaveBeenCalledOnce();
  });

  it('property: the chain is added exactly for codes 4902, 5000 and 32603', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .oneof(fc.integer({ min: -33000, max: 33000 }), fc.constantFrom(4902, 5000, 32603))
          .filter((c) => c !== 4001),
        async (code) => {
          const w = wallet({ firstSwitch: walletError(code, 'failed') });
          await switchWithAddFallback(w).catch(() => undefined);
          expect(w.addChain.mock.calls.length).toBe([4902, 5000, 32603].includes(code) ? 1 : 0);
        },
      ),
    );
  });
});
