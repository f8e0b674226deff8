import { ed25519 } from '@noble/curves/ed25519';
import { getTransactionDecoder } from '@solana/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSolanaSigner, localOnlySendMessage, validateMessage } from '../../src/solana/signer.js';
import type { SolanaApprovalRequest } from '../../src/solana/types.js';
import { describeRequest } from '../../src/ui/describe-request.js';
import type { ProviderRpcError } from '../../src/wallet/errors.js';
import { account0, account1, approveAll, rejectAll, systemTransfer, wireTransaction } from './support.js';

const text = new TextEncoder().encode('Sign in to Walletport');

describe('validateMessage', () => {
  it('property: accepts 1–16384 bytes that are not a transaction message, refuses the rest with -32602', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.uint8Array({ maxLength: 300 }), fc.string(), fc.integer(), fc.constant(null)),
        (value) => {
          try {
            const valid = validateMessage(value);
            expect(value).toBeInstanceOf(Uint8Array);
            expect(valid).toEqual(value);
            expect(valid.length).toBeGreaterThan(0);
          } catch (error) {
            expect((error as ProviderRpcError).code).toBe(-32602);
          }
        },
      ),
    );
  });

  it('refuses a transaction message disguised as a message', () => {
    const wire = wireTransaction(account0.address, [systemTransfer(account0.address, account1.address, 1n)]);
    const messageBytes = new Uint8Array(getTransactionDecoder().decode(wire).messageBytes);
    expect(() => validateMessage(messageBytes)).toThrow(/is a Solana transaction/);
    expect(() => validateMessage(new Uint8Array(16_385))).toThrow(/1 to 16384 bytes/);
  });
});

describe('createSolanaSigner', () => {
  it("signs messages with the selected account's Ed25519 key", async () => {
    const signer = createSolanaSigner();
    const [signature] = await signer.signMessages(approveAll, [text]);
    expect(ed25519.verify(signature!, text, account0.publicKey)).toBe(true);
    signer.selectAccount(1);
    const [second] = await signer.signMessages(approveAll, [text]);
    expect(ed25519.verify(second!, text, account1.publicKey)).toBe(true);
  });

  it('a rejection throws "User rejected the request." with code 4001', async () => {
    const signer = createSolanaSigner();
    const error = await signer.signMessages(rejectAll, [text]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ message: 'User rejected the request.', code: 4001 });
  });

  it('signs several transactions in one approval ("sign all"), each verifiable', async () => {
    const signer = createSolanaSigner();
    const seen: SolanaApprovalRequest[] = [];
    const wires = [1n, 2n, 3n].map((lamports) =>
      wireTransaction(account0.address, [systemTransfer(account0.address, account1.address, lamports)]),
    );
    const signed = await signer.signTransactions(
      {
        origin: 'http://a.test',
        approver: async (r) => {
          seen.push(r);
          return true;
        },
      },
      wires,
      'solana:devnet',
    );
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ kind: 'solanaSignTransactions', chain: 'solana:devnet' });
    const description = describeRequest(seen[0]!, []);
    expect(description.title).toBe('Sign all: 3 transactions (Solana)');
    expect(description.rows.map((r) => r.value)).toContain('Send 0.000000002 SOL to Aqyn…UFxD');
    for (const wire of signed) {
      const tx = getTransactionDecoder().decode(wire);
      const signature = tx.signatures[account0.address as keyof typeof tx.signatures]!;
      expect(ed25519.verify(signature, new Uint8Array(tx.messageBytes), account0.publicKey)).toBe(true);
    }
  });

  it("refuses a transaction the wallet's account does not sign, before asking", async () => {
    const signer = createSolanaSigner();
    let asked = false;
    const wire = wireTransaction(account1.address, [systemTransfer(account1.address, account1.address, 1n)]);
    await expect(
      signer.signTransactions(
        {
          origin: 'x',
          approver: async () => {
            asked = true;
            return true;
          },
        },
        [wire],
      ),
    ).rejects.toMatchObject({ code: -32602 });
    expect(asked).toBe(false);
  });

  it('sends only to the local chain', async () => {
    const signer = createSolanaSigner();
    const wire = wireTransaction(account0.address, [systemTransfer(account0.address, account1.address, 1n)]);
    for (const chain of ['solana:mainnet', 'solana:devnet', 'solana:testnet']) {
      await expect(signer.signAndSend(approveAll, [wire], chain)).rejects.toMatchObject({
        message: localOnlySendMessage,
      });
    }
  });

  it('signAndSend posts base64 to the RPC and polls until confirmed', async () => {
    const calls: { method: string; params: unknown[] }[] = [];
    const fakeNode: typeof fetch = async (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { method: string; params: unknown[] };
      calls.push(body);
      const tx = getTransactionDecoder().decode(
        Uint8Array.from(atob(String((calls[0]!.params as string[])[0])), (c) => c.charCodeAt(0)),
      );
      const { base58 } = await import('@scure/base');
      const signature = base58.encode(Object.values(tx.signatures)[0]!);
      const result =
        body.method === 'sendTransaction'
          ? signature
          : { value: [calls.length < 3 ? null : { err: null, confirmationStatus: 'confirmed' }] };
      return new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result }));
    };
    const signer = createSolanaSigner({ fetch: fakeNode, rpcUrl: () => 'http://127.0.0.1:1' });
    const wire = wireTransaction(account0.address, [systemTransfer(account0.address, account1.address, 1n)]);
    const [signature] = await signer.signAndSend(approveAll, [wire], 'solana:localnet', {
      skipPreflight: true,
    });
    expect(calls[0]).toMatchObject({
      method: 'sendTransaction',
      params: [expect.any(String), { encoding: 'base64', skipPreflight: true }],
    });
    expect(calls.slice(1).every((c) => c.method === 'getSignatureStatuses')).toBe(true);
    expect(signature).toHaveLength(64);
  });

  it('a failed transaction surfaces the chain error', async () => {
    const fakeNode: typeof fetch = async (_url, init) => {
      const { method } = JSON.parse(String(init?.body)) as { method: string };
      const result =
        method === 'sendTransaction'
          ? '1'.repeat(64)
          : { value: [{ err: { InstructionError: [0, 'Custom'] } }] };
      return new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result }));
    };
    const signer = createSolanaSigner({ fetch: fakeNode });
    const wire = wireTransaction(account0.address, [systemTransfer(account0.address, account1.address, 1n)]);
    await expect(signer.signAndSend(approveAll, [wire], 'solana:localnet')).rejects.toThrow(
      /failed on chain/,
    );
  });
});
