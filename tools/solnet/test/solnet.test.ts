// The local chain end to end, through a real @solana/kit client (HTTP and WebSocket) and raw requests.
import { createServer } from 'node:net';
import {
  address,
  airdropFactory,
  generateKeyPairSigner,
  getSignatureFromTransaction,
  isSolanaError,
  lamports,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_TRANSACTION_SIGNATURE_VERIFICATION_FAILURE,
  sendAndConfirmTransactionFactory,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  associatedTokenAddress,
  LAMPORTS_PER_SOL,
  SOLNET_GENESIS_HASH,
  type Solnet,
  SolnetPortInUseError,
  startSolnet,
} from '../src/index.js';
import {
  getBase64EncodedWireTransaction,
  kitClient,
  type Lifetime,
  rpcCall,
  signedTransaction,
  testSigner,
} from './helpers.js';

let solnet: Solnet;
let client: ReturnType<typeof kitClient>;
const SOL = LAMPORTS_PER_SOL;

beforeAll(async () => {
  const started = performance.now();
  solnet = await startSolnet({ port: 0 });
  console.info(`solnet ready in ${Math.round(performance.now() - started)} ms`);
  client = kitClient(solnet);
});

afterAll(() => solnet?.close());

async function latest(): Promise<Lifetime> {
  return (await client.rpc.getLatestBlockhash().send()).value;
}

async function wpusdBalance(owner: string): Promise<string> {
  const ata = address(await associatedTokenAddress(owner, solnet.mint));
  return (await client.rpc.getTokenAccountBalance(ata).send()).value.amount;
}

describe('the seeded chain', () => {
  it('funds the 10 test accounts with 1,000 SOL', async () => {
    expect(solnet.accounts).toHaveLength(10);
    expect(solnet.accounts[0]).toBe('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96');
    expect(solnet.mint).toBe('6XB1Ki4QQQqtGDDkfgfqYkLMGSpQy14SizdhkAa3ZqYZ');
    const balances = await Promise.all(
      solnet.accounts.map(async (account) => (await client.rpc.getBalance(address(account)).send()).value),
    );
    expect(balances).toEqual(solnet.accounts.map(() => 1000n * SOL));
  });

  it('gives every test account an associated WPUSD account with 10,000 WPUSD (jsonParsed)', async () => {
    for (const owner of [solnet.accounts[9] as string, solnet.accounts[8] as string]) {
      const { value } = await client.rpc
        .getTokenAccountsByOwner(address(owner), { mint: address(solnet.mint) }, { encoding: 'jsonParsed' })
        .send();
      expect(value).toHaveLength(1);
      expect(value[0]?.pubkey).toBe(await associatedTokenAddress(owner, solnet.mint));
      expect(value[0]?.account.data).toMatchObject({
        program: 'spl-token',
        space: 165n,
        parsed: {
          type: 'account',
          info: {
            mint: solnet.mint,
            owner,
            tokenAmount: { amount: '10000000000', decimals: 6, uiAmount: 10000, uiAmountString: '10000' },
          },
        },
      });
    }
    const byProgram = await client.rpc
      .getTokenAccountsByOwner(
        address(solnet.accounts[9] as string),
        { programId: TOKEN_PROGRAM_ADDRESS },
        { encoding: 'base64' },
      )
      .send();
    expect(byProgram.value).toHaveLength(1);
    const supply = await client.rpc.getTokenSupply(address(solnet.mint)).send();
    expect(supply.value).toMatchObject({ amount: '100000000000', decimals: 6 });
    const mint = await client.rpc.getAccountInfo(address(solnet.mint), { encoding: 'jsonParsed' }).send();
    expect(mint.value?.data).toMatchObject({
      parsed: {
        type: 'mint',
        info: { mintAuthority: solnet.accounts[0], decimals: 6, freezeAuthority: null },
      },
    });
  });

  it('answers the cluster methods like a validator', async () => {
    expect(await client.rpc.getGenesisHash().send()).toBe(SOLNET_GENESIS_HASH);
    expect(await client.rpc.getHealth().send()).toBe('ok');
    const epoch = await client.rpc.getEpochInfo().send();
    const blockhash = await client.rpc.getLatestBlockhash().send();
    expect(blockhash.value.lastValidBlockHeight).toBeGreaterThanOrEqual(epoch.blockHeight + 150n);
    expect((await client.rpc.isBlockhashValid(blockhash.value.blockhash).send()).value).toBe(true);
    expect(await client.rpc.getMinimumBalanceForRentExemption(0n).send()).toBe(890_880n);
    expect((await client.rpc.getVersion().send())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/);
    const fees = await client.rpc.getRecentPrioritizationFees().send();
    expect(fees[0]?.prioritizationFee).toBe(0n);
  });

  it('moves slots on by itself (slotNotifications)', async () => {
    const abort = new AbortController();
    const notifications = await client.rpcSubscriptions
      .slotNotifications()
      .subscribe({ abortSignal: abort.signal });
    const before = solnet.slot();
    for await (const notification of notifications) {
      expect(notification.slot).toBeGreaterThan(before);
      expect(notification.root).toBe(notification.slot);
      break;
    }
    abort.abort();
  });
});

describe('transactions', () => {
  it('confirms a SOL transfer sent with sendAndConfirmTransactionFactory, and notifies account subscribers', async () => {
    const sender = await testSigner(0);
    const recipient = address(solnet.accounts[5] as string);
    const abort = new AbortController();
    const accountNotifications = await client.rpcSubscriptions
      .accountNotifications(recipient, { commitment: 'confirmed', encoding: 'base64' })
      .subscribe({ abortSignal: abort.signal });
    const transaction = await signedTransaction(
      sender,
      [getTransferSolInstruction({ source: sender, destination: recipient, amount: lamports(SOL / 2n) })],
      await latest(),
    );
    // kit hands a notification only to a reader already waiting, so the reader starts first.
    const firstNotification = (async () => {
      for await (const notification of accountNotifications) return notification;
    })();
    await sendAndConfirmTransactionFactory(client)(transaction, { commitment: 'confirmed' });
    expect((await firstNotification)?.value.lamports).toBe(1000n * SOL + SOL / 2n);
    abort.abort();

    const signature = getSignatureFromTransaction(transaction);
    expect((await client.rpc.getBalance(sender.address).send()).value).toBe(1000n * SOL - SOL / 2n - 5000n);
    const status = await client.rpc.getSignatureStatuses([signature]).send();
    expect(status.value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' });
    const fetched = await client.rpc
      .getTransaction(signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send();
    expect(fetched?.meta).toMatchObject({ err: null, fee: 5000n });
    expect(fetched?.meta?.preBalances.slice(0, 2)).toEqual([1000n * SOL, 1000n * SOL]);
    expect(fetched?.meta?.postBalances.slice(0, 2)).toEqual([
      1000n * SOL - SOL / 2n - 5000n,
      1000n * SOL + SOL / 2n,
    ]);
    const history = await client.rpc.getSignaturesForAddress(recipient).send();
    expect(history[0]?.signature).toBe(signature);
  });

  it('transfers WPUSD with transferChecked, to an existing and to a fresh associated account', async () => {
    const sender = await testSigner(1);
    const mint = address(solnet.mint);
    const stranger = await generateKeyPairSigner();
    const [strangerAta] = await findAssociatedTokenPda({
      owner: stranger.address,
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    const source = address(await associatedTokenAddress(sender.address, mint));
    const toAccount2 = address(await associatedTokenAddress(solnet.accounts[2] as string, mint));
    const transaction = await signedTransaction(
      sender,
      [
        getTransferCheckedInstruction({
          source,
          mint,
          destination: toAccount2,
          authority: sender,
          amount: 2_500_000n,
          decimals: 6,
        }),
        getCreateAssociatedTokenIdempotentInstruction({
          payer: sender,
          ata: strangerAta,
          owner: stranger.address,
          mint,
        }),
        getTransferCheckedInstruction({
          source,
          mint,
          destination: strangerAta,
          authority: sender,
          amount: 1_000_000n,
          decimals: 6,
        }),
      ],
      await latest(),
    );
    await sendAndConfirmTransactionFactory(client)(transaction, { commitment: 'confirmed' });
    expect(await wpusdBalance(sender.address)).toBe('9996500000');
    expect(await wpusdBalance(solnet.accounts[2] as string)).toBe('10002500000');
    expect(await wpusdBalance(stranger.address)).toBe('1000000');
    const fetched = await client.rpc
      .getTransaction(getSignatureFromTransaction(transaction), {
        encoding: 'json',
        maxSupportedTransactionVersion: 0,
      })
      .send();
    const post = fetched?.meta?.postTokenBalances?.find((balance) => balance.owner === stranger.address);
    expect(post?.uiTokenAmount.uiAmountString).toBe('1');
  });

  it('pays airdrops from the faucet (kit airdropFactory)', async () => {
    const recipient = await generateKeyPairSigner();
    await airdropFactory(client as never)({
      recipientAddress: recipient.address,
      lamports: lamports(3n * SOL),
      commitment: 'confirmed',
    });
    expect((await client.rpc.getBalance(recipient.address).send()).value).toBe(3n * SOL);
  });

  it('refuses a transaction whose signature does not verify (-32003), preflight or not', async () => {
    const sender = await testSigner(3);
    const transaction = await signedTransaction(
      sender,
      [
        getTransferSolInstruction({
          source: sender,
          destination: address(solnet.accounts[4] as string),
          amount: 1n,
        }),
      ],
      await latest(),
    );
    const signature = transaction.signatures[sender.address] as Uint8Array;
    const forged = {
      ...transaction,
      signatures: { [sender.address]: signature.map((byte, index) => (index === 0 ? byte ^ 1 : byte)) },
    };
    const wire = getBase64EncodedWireTransaction(forged as typeof transaction);
    for (const skipPreflight of [false, true]) {
      const error = await client.rpc
        .sendTransaction(wire, { encoding: 'base64', skipPreflight })
        .send()
        .catch((caught: unknown) => caught);
      expect(
        isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_TRANSACTION_SIGNATURE_VERIFICATION_FAILURE),
      ).toBe(true);
    }
    expect((await client.rpc.getBalance(sender.address).send()).value).toBe(1000n * SOL);
  });

  it('accepts a blockhash for 150 blocks and refuses it after with "Blockhash not found"', async () => {
    const sender = await testSigner(4);
    const lifetime = await latest();
    const transfer = (amount: bigint) =>
      signedTransaction(
        sender,
        [
          getTransferSolInstruction({
            source: sender,
            destination: address(solnet.accounts[6] as string),
            amount,
          }),
        ],
        lifetime,
      );
    solnet.advanceSlots(Number(lifetime.lastValidBlockHeight - solnet.slot()));
    const lastChance = await transfer(1n);
    await sendAndConfirmTransactionFactory(client)(lastChance, { commitment: 'confirmed' });

    solnet.advanceSlots(1);
    expect((await client.rpc.isBlockhashValid(lifetime.blockhash).send()).value).toBe(false);
    const tooLate = getBase64EncodedWireTransaction(await transfer(2n));
    const answer = await rpcCall(solnet.rpcUrl, 'sendTransaction', [tooLate, { encoding: 'base64' }]);
    expect(answer.error).toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: Blockhash not found',
      data: { err: 'BlockhashNotFound' },
    });
    const skipped = await rpcCall(solnet.rpcUrl, 'sendTransaction', [
      tooLate,
      { encoding: 'base64', skipPreflight: true },
    ]);
    expect(typeof skipped.result).toBe('string');
    const status = await rpcCall(solnet.rpcUrl, 'getSignatureStatuses', [[skipped.result]]);
    expect(status.result).toMatchObject({ value: [null] });
  });

  it('answers failed preflights with the error and logs, and lands failed transactions sent without preflight', async () => {
    const sender = await testSigner(7);
    const transaction = await signedTransaction(
      sender,
      [
        getTransferSolInstruction({
          source: sender,
          destination: address(solnet.accounts[6] as string),
          amount: 5000n * SOL,
        }),
      ],
      await latest(),
    );
    const wire = getBase64EncodedWireTransaction(transaction);
    const simulated = await client.rpc.simulateTransaction(wire, { encoding: 'base64' }).send();
    expect(simulated.value.err).toEqual({ InstructionError: [0n, { Custom: 1n }] });
    const error = await client.rpc
      .sendTransaction(wire, { encoding: 'base64' })
      .send()
      .catch((caught: unknown) => caught);
    expect(
      isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE),
    ).toBe(true);
    const raw = await rpcCall(solnet.rpcUrl, 'sendTransaction', [wire, { encoding: 'base64' }]);
    expect(raw.error?.message).toBe(
      'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
    );
    expect(raw.error?.data?.logs?.length).toBeGreaterThan(0);

    await client.rpc.sendTransaction(wire, { encoding: 'base64', skipPreflight: true }).send();
    const status = await client.rpc.getSignatureStatuses([getSignatureFromTransaction(transaction)]).send();
    expect(status.value[0]?.err).toEqual({ InstructionError: [0n, { Custom: 1n }] });
    expect((await client.rpc.getBalance(sender.address).send()).value).toBe(1000n * SOL - 5000n);

    const nobody = await generateKeyPairSigner();
    const unfunded = await signedTransaction(
      nobody,
      [getTransferSolInstruction({ source: nobody, destination: sender.address, amount: 1n })],
      await latest(),
    );
    const refused = await rpcCall(solnet.rpcUrl, 'sendTransaction', [
      getBase64EncodedWireTransaction(unfunded),
      { encoding: 'base64' },
    ]);
    expect(refused.error).toMatchObject({ code: -32002, data: { err: 'AccountNotFound' } });
  });
});

describe('ports', () => {
  function occupy(port: number): Promise<() => Promise<void>> {
    return new Promise((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () =>
        resolve(() => new Promise((done) => server.close(() => done()))),
      );
    });
  }

  it('fails with an error naming a taken HTTP or WebSocket port', async () => {
    const port = solnet.port;
    await expect(startSolnet({ port })).rejects.toThrow(SolnetPortInUseError);
    await expect(startSolnet({ port })).rejects.toThrow(`Port ${port} (Solana RPC) is already in use`);
    // Only the WebSocket port taken: the HTTP port it bound first is released again.
    const other = await startSolnet({ port: 0 });
    const { port: freeHttpPort, wsPort } = other;
    await other.close();
    const release = await occupy(wsPort);
    try {
      await expect(startSolnet({ port: freeHttpPort })).rejects.toThrow(`Port ${wsPort} (Solana WebSocket)`);
      const releaseHttp = await occupy(freeHttpPort);
      await releaseHttp();
    } finally {
      await release();
    }
  });

  it('frees both ports on close', async () => {
    const other = await startSolnet({ port: 0 });
    await other.close();
    const releases = await Promise.all([occupy(other.port), occupy(other.wsPort)]);
    await Promise.all(releases.map((release) => release()));
  });
});
