/**
 * The chain: litesvm (the real Solana runtime, programs and all) plus what a validator adds around it —
 * slots that pass, a window of recent blockhashes, signature statuses and a transaction history.
 *
 * Slots and blockhashes (docs/local-stack.md, "Solana local chain"): the owner calls `advanceSlot` on a
 * timer (every 400 ms by default). Every slot is one block: block height = slot, and each slot gets a fresh
 * blockhash from litesvm (`expireBlockhash`). litesvm itself accepts only its latest blockhash, which would
 * refuse any transaction signed a moment before a slot passed, so its own check is off and this class keeps
 * the validators' rule: a blockhash issued at height h is valid while the block height is at most h + 150
 * (its `lastValidBlockHeight`). Durable-nonce transactions are checked against their nonce account instead.
 * There are no forks, so every transaction is final as soon as it is processed: one commitment for all.
 */
import { base58 } from '@scure/base';
import { Clock, type FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm';
import { feeForMessage } from './fees.js';
import { type TransactionErrorJson, landsOnChain, transactionErrorJson } from './transaction-errors.js';
import { parseMint, parseTokenAccount, uiTokenAmount, type UiTokenAmount } from './token-accounts.js';
import type { WireTransaction } from './wire.js';

/** How many blocks a blockhash stays valid after the block that issued it (MAX_PROCESSING_AGE). */
export const BLOCKHASH_VALIDITY_BLOCKS = 150n;
const SLOTS_PER_EPOCH = 432_000n;
const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const ADVANCE_NONCE_ACCOUNT = 4;
const MAX_RECORDS = 20_000;
const MAX_SIGNATURES_PER_ADDRESS = 1_000;

type SvmAddress = Parameters<LiteSVM['getAccount']>[0];
type SvmTransaction = Parameters<LiteSVM['sendTransaction']>[0];

export interface ChainAccount {
  address: string;
  lamports: bigint;
  data: Uint8Array;
  owner: string;
  executable: boolean;
}

export interface TokenBalance {
  accountIndex: number;
  mint: string;
  owner: string;
  programId: string;
  uiTokenAmount: UiTokenAmount;
}

export interface InnerInstructionsJson {
  index: number;
  instructions: { programIdIndex: number; accounts: number[]; data: string; stackHeight: number }[];
}

/** What running a transaction produced (executed or simulated). */
export interface Execution {
  err: TransactionErrorJson | null;
  logs: string[];
  unitsConsumed: bigint;
  innerInstructions: InnerInstructionsJson[];
  returnData: { programId: string; data: Uint8Array } | null;
}

export interface TransactionRecord extends Execution {
  signature: string;
  slot: bigint;
  blockTime: number;
  fee: bigint;
  transaction: WireTransaction;
  /** Static keys then the keys loaded from lookup tables: what balances and indexes refer to. */
  accountKeys: string[];
  preBalances: bigint[];
  postBalances: bigint[];
  preTokenBalances: TokenBalance[];
  postTokenBalances: TokenBalance[];
}

export type ChainEvent =
  | { type: 'slot'; slot: bigint }
  | { type: 'transaction'; record: TransactionRecord }
  | { type: 'accounts'; addresses: readonly string[] };

function executionOf(result: TransactionMetadata | FailedTransactionMetadata): Execution {
  const failed = 'err' in result;
  const meta = failed ? result.meta() : result;
  const returned = meta.returnData();
  const returnedData = returned.data();
  return {
    err: failed ? transactionErrorJson(result.err()) : null,
    logs: meta.logs(),
    unitsConsumed: meta.computeUnitsConsumed(),
    innerInstructions: meta
      .innerInstructions()
      .map((list, index) => ({
        index,
        instructions: list.map((inner) => {
          const compiled = inner.instruction();
          return {
            programIdIndex: compiled.programIdIndex(),
            accounts: Array.from(compiled.accounts()),
            data: base58.encode(compiled.data()),
            stackHeight: inner.stackHeight(),
          };
        }),
      }))
      .filter((entry) => entry.instructions.length > 0),
    returnData:
      returnedData.length === 0
        ? null
        : { programId: base58.encode(returned.programId()), data: returnedData },
  };
}

export class Chain {
  readonly svm: LiteSVM;
  private currentSlot = 0n;
  private readonly blockhashHeights = new Map<string, bigint>();
  private readonly records = new Map<string, TransactionRecord>();
  private readonly signaturesByAddress = new Map<string, string[]>();
  private readonly listeners = new Set<(event: ChainEvent) => void>();
  private processedCount = 0n;

  constructor() {
    this.svm = new LiteSVM().withSigverify(true).withBlockhashCheck(false);
    this.setClock();
    this.recordBlockhash();
  }

  get slot(): bigint {
    return this.currentSlot;
  }

  /** One block per slot: the height is the slot. */
  get blockHeight(): bigint {
    return this.currentSlot;
  }

  get transactionCount(): bigint {
    return this.processedCount;
  }

  epochInfo() {
    return {
      absoluteSlot: this.currentSlot,
      blockHeight: this.blockHeight,
      epoch: this.currentSlot / SLOTS_PER_EPOCH,
      slotIndex: this.currentSlot % SLOTS_PER_EPOCH,
      slotsInEpoch: SLOTS_PER_EPOCH,
      transactionCount: this.processedCount,
    };
  }

  onEvent(listener: (event: ChainEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(event: ChainEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  private setClock(): void {
    const now = BigInt(Math.floor(Date.now() / 1000));
    const epoch = this.currentSlot / SLOTS_PER_EPOCH;
    this.svm.setClock(new Clock(this.currentSlot, now, epoch, epoch + 1n, now));
  }

  private recordBlockhash(): void {
    this.blockhashHeights.set(this.svm.latestBlockhash(), this.blockHeight);
    for (const [hash, height] of this.blockhashHeights) {
      if (height + BLOCKHASH_VALIDITY_BLOCKS >= this.blockHeight) break;
      this.blockhashHeights.delete(hash);
    }
  }

  /** A new slot (and block): fresh blockhash, clock moved on, listeners told. */
  advanceSlot(): void {
    this.currentSlot++;
    this.setClock();
    this.svm.expireBlockhash();
    this.recordBlockhash();
    this.emit({ type: 'slot', slot: this.currentSlot });
  }

  latestBlockhash(): { blockhash: string; lastValidBlockHeight: bigint } {
    return {
      blockhash: this.svm.latestBlockhash(),
      lastValidBlockHeight: this.blockHeight + BLOCKHASH_VALIDITY_BLOCKS,
    };
  }

  isBlockhashValid(blockhash: string): boolean {
    const height = this.blockhashHeights.get(blockhash);
    return height !== undefined && height + BLOCKHASH_VALIDITY_BLOCKS >= this.blockHeight;
  }

  getAccount(address: string): ChainAccount | null {
    const account = this.svm.getAccount(address as SvmAddress);
    if (!account.exists) return null;
    return {
      address,
      lamports: account.lamports,
      data: account.data as Uint8Array,
      owner: account.programAddress,
      executable: account.executable,
    };
  }

  /** Accounts owned by `program`; `matches` filters on the raw data before the copy into the answer. */
  programAccounts(program: string): ChainAccount[] {
    return this.svm.getProgramAccounts(program as SvmAddress).map((account) => ({
      address: account.address,
      lamports: account.lamports,
      data: account.data as Uint8Array,
      owner: account.programAddress,
      executable: account.executable,
    }));
  }

  minimumBalanceForRentExemption(space: bigint): bigint {
    return this.svm.minimumBalanceForRentExemption(space);
  }

  /** A durable-nonce transaction: its first instruction advances a nonce account holding its blockhash. */
  private usesValidNonce(transaction: WireTransaction): boolean {
    const { message } = transaction;
    const first = message.instructions[0];
    if (!first || message.accountKeys[first.programIdIndex] !== SYSTEM_PROGRAM) return false;
    if (
      first.data.length < 4 ||
      new DataView(first.data.buffer, first.data.byteOffset).getUint32(0, true) !== ADVANCE_NONCE_ACCOUNT
    ) {
      return false;
    }
    const nonceIndex = first.accounts[0];
    const nonceAddress = nonceIndex === undefined ? undefined : message.accountKeys[nonceIndex];
    const nonce = nonceAddress === undefined ? null : this.getAccount(nonceAddress);
    if (!nonce || nonce.owner !== SYSTEM_PROGRAM || nonce.data.length !== 80) return false;
    return base58.encode(nonce.data.subarray(40, 72)) === message.recentBlockhash;
  }

  /** The validators' age check (see the file's comment). */
  hasValidLifetime(transaction: WireTransaction): boolean {
    return this.isBlockhashValid(transaction.message.recentBlockhash) || this.usesValidNonce(transaction);
  }

  private svmTransaction(transaction: WireTransaction): SvmTransaction {
    const signers = transaction.message.accountKeys.slice(0, transaction.signatureBytes.length);
    const signatures = Object.fromEntries(
      signers.map((key, index) => [key, transaction.signatureBytes[index]]),
    );
    return { messageBytes: transaction.messageBytes, signatures } as unknown as SvmTransaction;
  }

  /** Keys loaded from address lookup tables (writable first, then read-only), as the runtime orders them. */
  loadedAddresses(transaction: WireTransaction): { writable: string[]; readonly: string[] } {
    const writable: string[] = [];
    const readonly: string[] = [];
    for (const lookup of transaction.message.addressTableLookups) {
      const table = this.getAccount(lookup.accountKey);
      const addressAt = (index: number) => {
        const start = 56 + index * 32;
        return table && table.data.length >= start + 32
          ? base58.encode(table.data.subarray(start, start + 32))
          : null;
      };
      for (const index of lookup.writableIndexes) writable.push(addressAt(index) ?? '');
      for (const index of lookup.readonlyIndexes) readonly.push(addressAt(index) ?? '');
    }
    return { writable: writable.filter(Boolean), readonly: readonly.filter(Boolean) };
  }

  /** Runs without committing; `sigVerify: false` lets wallets simulate before signing. */
  simulate(
    transaction: WireTransaction,
    options: { sigVerify: boolean },
  ): Execution & { postAccounts: ChainAccount[] } {
    if (!this.hasValidLifetime(transaction)) {
      return { ...emptyExecution('BlockhashNotFound'), postAccounts: [] };
    }
    this.svm.withSigverify(options.sigVerify);
    try {
      const result = this.svm.simulateTransaction(this.svmTransaction(transaction));
      if ('err' in result) return { ...executionOf(result), postAccounts: [] };
      return {
        ...executionOf(result.meta()),
        postAccounts: result.postAccounts().map((account) => ({
          address: account.address,
          lamports: account.lamports,
          data: account.data as Uint8Array,
          owner: account.programAddress,
          executable: account.executable,
        })),
      };
    } finally {
      this.svm.withSigverify(true);
    }
  }

  /**
   * Executes and commits a transaction in the current slot. Transactions that fail before executing
   * (bad blockhash, signature, fee payer) are dropped like a validator drops them: no record, `landed` false.
   */
  process(transaction: WireTransaction): { execution: Execution; record: TransactionRecord | null } {
    if (!this.hasValidLifetime(transaction))
      return { execution: emptyExecution('BlockhashNotFound'), record: null };
    const loaded = this.loadedAddresses(transaction);
    const accountKeys = [...transaction.message.accountKeys, ...loaded.writable, ...loaded.readonly];
    const before = accountKeys.map((key) => this.getAccount(key));
    const execution = executionOf(this.svm.sendTransaction(this.svmTransaction(transaction)));
    if (execution.err !== null && !landsOnChain(execution.err)) return { execution, record: null };
    const after = accountKeys.map((key) => this.getAccount(key));
    const record: TransactionRecord = {
      ...execution,
      signature: transaction.signatures[0] as string,
      slot: this.currentSlot,
      blockTime: Math.floor(Date.now() / 1000),
      fee: feeForMessage(transaction.message),
      transaction,
      accountKeys,
      preBalances: before.map((account) => account?.lamports ?? 0n),
      postBalances: after.map((account) => account?.lamports ?? 0n),
      preTokenBalances: this.tokenBalances(before),
      postTokenBalances: this.tokenBalances(after),
    };
    this.remember(record);
    this.emit({ type: 'transaction', record });
    this.emit({ type: 'accounts', addresses: accountKeys });
    return { execution, record };
  }

  private tokenBalances(accounts: (ChainAccount | null)[]): TokenBalance[] {
    const balances: TokenBalance[] = [];
    accounts.forEach((account, accountIndex) => {
      const info = account && parseTokenAccount(account.owner, account.data);
      if (!account || !info) return;
      const mint = this.getAccount(info.mint);
      const decimals = mint ? parseMint(mint.owner, mint.data)?.decimals : undefined;
      if (decimals === undefined) return;
      balances.push({
        accountIndex,
        mint: info.mint,
        owner: info.owner,
        programId: account.owner,
        uiTokenAmount: uiTokenAmount(info.amount, decimals),
      });
    });
    return balances;
  }

  private remember(record: TransactionRecord): void {
    this.processedCount++;
    this.records.set(record.signature, record);
    if (this.records.size > MAX_RECORDS) {
      const oldest = this.records.keys().next().value as string;
      this.records.delete(oldest);
    }
    for (const key of new Set(record.accountKeys)) {
      let list = this.signaturesByAddress.get(key);
      if (!list) {
        list = [];
        this.signaturesByAddress.set(key, list);
      }
      list.push(record.signature);
      if (list.length > MAX_SIGNATURES_PER_ADDRESS) list.shift();
    }
  }

  transaction(signature: string): TransactionRecord | null {
    return this.records.get(signature) ?? null;
  }

  /** Signatures of transactions that named `address`, newest first. */
  signaturesFor(address: string): TransactionRecord[] {
    const list = this.signaturesByAddress.get(address) ?? [];
    return list
      .map((signature) => this.records.get(signature))
      .filter((record): record is TransactionRecord => record !== undefined)
      .reverse();
  }
}

function emptyExecution(err: TransactionErrorJson): Execution {
  return { err, logs: [], unitsConsumed: 0n, innerInstructions: [], returnData: null };
}
