/**
 * The local Solana chain (tools/solnet):
 *
 * - **start**: ms from `startSolnet()` to ready (runtime created, seed transactions run, both ports
 *   listening), BENCH_STARTS starts (default 5);
 * - **confirm**: a SOL transfer signed with test account 0 and sent with @solana/kit's
 *   sendAndConfirmTransactionFactory (commitment "confirmed", so HTTP + the WebSocket signature
 *   subscription), BENCH_RUNS transfers (default 10) after one discarded warm-up.
 *
 * Prints median, min and max; asserts nothing.
 *
 *   npx tsx --conditions=walletport-source bench/solnet.ts
 */
import { startSolnet } from '@walletport/solnet';
// @solana/kit 8 through the solnet package: the root's node_modules holds an older, unrelated copy.
import {
  address,
  getTransferSolInstruction,
  kitClient,
  lamports,
  sendAndConfirmTransactionFactory,
  signedTransaction,
  testSigner,
} from '../tools/solnet/test/helpers.js';

const STARTS = Math.max(1, Number(process.env.BENCH_STARTS ?? 5));
const RUNS = Math.max(3, Number(process.env.BENCH_RUNS ?? 10));

function summary(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return `median ${median.toFixed(1)} ms (min ${sorted[0]!.toFixed(1)}, max ${sorted.at(-1)!.toFixed(1)}, n=${sorted.length})`;
}

const starts: number[] = [];
for (let index = 0; index < STARTS; index++) {
  const started = performance.now();
  const solnet = await startSolnet({ port: 0 });
  starts.push(performance.now() - started);
  await solnet.close();
}
console.log(`solnet start:       ${summary(starts)}`);

const solnet = await startSolnet({ port: 0 });
const client = kitClient(solnet);
const sendAndConfirm = sendAndConfirmTransactionFactory(client);
const sender = await testSigner(0);
const confirmations: number[] = [];
for (let index = 0; index <= RUNS; index++) {
  const started = performance.now();
  const { value: lifetime } = await client.rpc.getLatestBlockhash().send();
  const transaction = await signedTransaction(
    sender,
    [
      getTransferSolInstruction({
        source: sender,
        destination: address(solnet.accounts[1] as string),
        amount: lamports(BigInt(1000 + index)),
      }),
    ],
    lifetime,
  );
  await sendAndConfirm(transaction, { commitment: 'confirmed' });
  if (index > 0) confirmations.push(performance.now() - started);
}
console.log(`SOL transfer confirmed (blockhash + sign + send + confirm): ${summary(confirmations)}`);
await solnet.close();
process.exit(0);
