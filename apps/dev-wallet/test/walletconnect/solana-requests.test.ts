import { ed25519 } from '@noble/curves/ed25519';
import { base58, base64 } from '@scure/base';
import { getTransactionDecoder } from '@solana/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSolanaSigner } from '../../src/solana/signer.js';
import {
  decodeBase64Transaction,
  runSolanaSessionRequest,
  supportedSolanaNamespace,
} from '../../src/walletconnect/solana-requests.js';
import {
  account0,
  account1,
  approveAll,
  rejectAll,
  systemTransfer,
  wireTransaction,
} from '../solana/support.js';

const local = 'solana:AMFM6DpP3NqsHURXMy6B5WQp7P4wkGsP';
const devnet = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const run = (method: string, params: unknown, chainId = local, caller = approveAll) =>
  runSolanaSessionRequest({ chainId, method, params }, createSolanaSigner(), caller);
const transfer = () =>
  base64.encode(wireTransaction(account0.address, [systemTransfer(account0.address, account1.address, 7n)]));

describe('the WalletConnect Solana namespace', () => {
  it('offers the 3 catalogue chains and the local one with solana:<ref>:<address> accounts', () => {
    const { solana } = supportedSolanaNamespace(account0.address);
    expect(solana.chains).toHaveLength(4);
    expect(solana.chains).toContain(local);
    expect(solana.accounts).toContain(`${local}:${account0.address}`);
    expect(solana.methods).toContain('solana_signAllTransactions');
  });
});

describe('runSolanaSessionRequest', () => {
  it('answers accounts as [{ pubkey }]', async () => {
    expect(await run('solana_getAccounts', undefined)).toEqual([{ pubkey: account0.address }]);
    expect(await run('solana_requestAccounts', [])).toEqual([{ pubkey: account0.address }]);
  });

  it('signs a base58 message into a base58 signature', async () => {
    const message = new TextEncoder().encode('hello walletconnect');
    const { signature } = (await run('solana_signMessage', {
      message: base58.encode(message),
      pubkey: account0.address,
    })) as { signature: string };
    expect(ed25519.verify(base58.decode(signature), message, account0.publicKey)).toBe(true);
    await expect(
      run('solana_signMessage', { message: base58.encode(message), pubkey: account1.address }),
    ).rejects.toMatchObject({ code: 4100 });
    await expect(
      run(
        'solana_signMessage',
        { message: base58.encode(message), pubkey: account0.address },
        local,
        rejectAll,
      ),
    ).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' });
  });

  it('signs a transaction into { signature, transaction } and sign-all into { transactions }', async () => {
    const { signature, transaction } = (await run(
      'solana_signTransaction',
      { transaction: transfer() },
      devnet,
    )) as {
      signature: string;
      transaction: string;
    };
    const tx = getTransactionDecoder().decode(base64.decode(transaction));
    expect(
      ed25519.verify(base58.decode(signature), new Uint8Array(tx.messageBytes), account0.publicKey),
    ).toBe(true);
    const all = (await run('solana_signAllTransactions', { transactions: [transfer(), transfer()] })) as {
      transactions: string[];
    };
    expect(all.transactions).toHaveLength(2);
  });

  it('refuses unknown chains, methods, non-local sends and malformed params', async () => {
    await expect(run('solana_signMessage', {}, 'solana:unknown')).rejects.toMatchObject({ code: 4902 });
    await expect(run('solana_signIn', {})).rejects.toMatchObject({ code: 4200 });
    await expect(run('solana_signAndSendTransaction', { transaction: transfer() }, devnet)).rejects.toThrow(
      'Walletport Dev Wallet sends only to the local Solana chain',
    );
    await expect(run('solana_signTransaction', 'x')).rejects.toMatchObject({ code: -32602 });
    await expect(run('solana_signAllTransactions', { transactions: [] })).rejects.toMatchObject({
      code: -32602,
    });
  });

  it('property: any string as a base64 transaction is bytes or a -32602 error', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 2000 }), fc.base64String({ maxLength: 2000 }), fc.integer()),
        (value) => {
          try {
            expect(decodeBase64Transaction(value)).toBeInstanceOf(Uint8Array);
          } catch (error) {
            expect((error as { code: number }).code).toBe(-32602);
          }
        },
      ),
    );
  });
});
