/**
 * The wire format of Solana transactions (legacy and v0), parsed by hand: every byte of a request is
 * hostile, so the parser checks lengths before reading, refuses trailing bytes and applies the runtime's
 * sanitize rules (the ones a validator answers with "invalid transaction" before executing anything).
 */
import { base58 } from '@scure/base';

/** The largest serialized transaction a validator accepts (one IPv6 packet's payload). */
export const MAX_TRANSACTION_BYTES = 1232;

export class WireError extends Error {
  override name = 'WireError';
}

export interface WireInstruction {
  programIdIndex: number;
  accounts: number[];
  data: Uint8Array;
}

export interface WireLookup {
  accountKey: string;
  writableIndexes: number[];
  readonlyIndexes: number[];
}

export interface WireMessage {
  version: 'legacy' | 0;
  header: {
    numRequiredSignatures: number;
    numReadonlySignedAccounts: number;
    numReadonlyUnsignedAccounts: number;
  };
  accountKeys: string[];
  recentBlockhash: string;
  instructions: WireInstruction[];
  addressTableLookups: WireLookup[];
}

export interface WireTransaction {
  bytes: Uint8Array;
  /** base58 signatures, in order; the first is the transaction's id. */
  signatures: string[];
  signatureBytes: Uint8Array[];
  messageBytes: Uint8Array;
  message: WireMessage;
  /** Where the message's recent blockhash starts in `bytes` (simulateTransaction's replaceRecentBlockhash). */
  blockhashOffset: number;
}

class Reader {
  offset = 0;
  blockhashOffset = -1;
  constructor(readonly bytes: Uint8Array) {}

  u8(): number {
    if (this.offset >= this.bytes.length) throw new WireError('unexpected end of data');
    return this.bytes[this.offset++] as number;
  }

  take(length: number): Uint8Array {
    if (this.offset + length > this.bytes.length) throw new WireError('unexpected end of data');
    const slice = this.bytes.slice(this.offset, this.offset + length);
    this.offset += length;
    return slice;
  }

  /** Solana's "short vec" length: 1 to 3 bytes, 7 bits each, at most 0xffff, shortest form only. */
  compactU16(): number {
    let value = 0;
    for (let index = 0; index < 3; index++) {
      const byte = this.u8();
      value |= (byte & 0x7f) << (7 * index);
      if ((byte & 0x80) === 0) {
        if (index > 0 && byte === 0) throw new WireError('non-canonical length prefix');
        if (value > 0xffff) throw new WireError('length prefix overflows u16');
        return value;
      }
    }
    throw new WireError('length prefix too long');
  }

  indexes(): number[] {
    const count = this.compactU16();
    return Array.from(this.take(count));
  }
}

function parseMessage(reader: Reader): WireMessage {
  const first = reader.u8();
  let version: 'legacy' | 0 = 'legacy';
  let numRequiredSignatures = first;
  if (first & 0x80) {
    if ((first & 0x7f) !== 0) throw new WireError(`unsupported transaction version ${first & 0x7f}`);
    version = 0;
    numRequiredSignatures = reader.u8();
  }
  const header = {
    numRequiredSignatures,
    numReadonlySignedAccounts: reader.u8(),
    numReadonlyUnsignedAccounts: reader.u8(),
  };
  const keyCount = reader.compactU16();
  const accountKeys = Array.from({ length: keyCount }, () => base58.encode(reader.take(32)));
  reader.blockhashOffset = reader.offset;
  const recentBlockhash = base58.encode(reader.take(32));
  const instructionCount = reader.compactU16();
  const instructions = Array.from({ length: instructionCount }, () => {
    const programIdIndex = reader.u8();
    const accounts = reader.indexes();
    const data = reader.take(reader.compactU16());
    return { programIdIndex, accounts, data };
  });
  const addressTableLookups: WireLookup[] = [];
  if (version === 0) {
    const lookupCount = reader.compactU16();
    for (let index = 0; index < lookupCount; index++) {
      const accountKey = base58.encode(reader.take(32));
      addressTableLookups.push({
        accountKey,
        writableIndexes: reader.indexes(),
        readonlyIndexes: reader.indexes(),
      });
    }
  }
  return { version, header, accountKeys, recentBlockhash, instructions, addressTableLookups };
}

/** The runtime's sanitize rules for a message (account counts and indexes that point inside the message). */
function sanitize(message: WireMessage, signatureCount: number): void {
  const { header, accountKeys, instructions, addressTableLookups } = message;
  const loadedCount = addressTableLookups.reduce(
    (sum, lookup) => sum + lookup.writableIndexes.length + lookup.readonlyIndexes.length,
    0,
  );
  const totalKeys = accountKeys.length + loadedCount;
  const fails =
    header.numRequiredSignatures === 0 ||
    signatureCount !== header.numRequiredSignatures ||
    header.numRequiredSignatures > accountKeys.length ||
    header.numReadonlySignedAccounts >= header.numRequiredSignatures ||
    header.numReadonlyUnsignedAccounts > accountKeys.length - header.numRequiredSignatures ||
    totalKeys > 256 ||
    new Set(accountKeys).size !== accountKeys.length ||
    instructions.some(
      (instruction) =>
        instruction.programIdIndex === 0 ||
        instruction.programIdIndex >= accountKeys.length ||
        instruction.accounts.some((index) => index >= totalKeys),
    );
  if (fails) throw new WireError('Transaction failed to sanitize accounts offsets correctly');
}

/** Parses and sanitizes a serialized transaction; throws WireError for anything a validator refuses. */
export function parseWireTransaction(bytes: Uint8Array): WireTransaction {
  if (bytes.length > MAX_TRANSACTION_BYTES) {
    throw new WireError(`transaction too large: ${bytes.length} bytes (max: ${MAX_TRANSACTION_BYTES})`);
  }
  const reader = new Reader(bytes);
  const signatureCount = reader.compactU16();
  const signatureBytes = Array.from({ length: signatureCount }, () => reader.take(64));
  const messageStart = reader.offset;
  const message = parseMessage(reader);
  if (reader.offset !== bytes.length) throw new WireError('trailing bytes after the transaction');
  sanitize(message, signatureCount);
  return {
    bytes,
    signatures: signatureBytes.map((signature) => base58.encode(signature)),
    signatureBytes,
    messageBytes: bytes.slice(messageStart),
    message,
    blockhashOffset: reader.blockhashOffset,
  };
}

/** Parses a message alone (getFeeForMessage): the same rules without the signatures. */
export function parseWireMessage(bytes: Uint8Array): WireMessage {
  if (bytes.length > MAX_TRANSACTION_BYTES) throw new WireError('message too large');
  const reader = new Reader(bytes);
  const message = parseMessage(reader);
  if (reader.offset !== bytes.length) throw new WireError('trailing bytes after the message');
  sanitize(message, message.header.numRequiredSignatures);
  return message;
}

/** Whether account `index` of the message may be written (the header's layout; lookups by their kind). */
export function isWritableIndex(message: WireMessage, index: number): boolean {
  const { header, accountKeys } = message;
  if (index < header.numRequiredSignatures) {
    return index < header.numRequiredSignatures - header.numReadonlySignedAccounts;
  }
  if (index < accountKeys.length) return index < accountKeys.length - header.numReadonlyUnsignedAccounts;
  const writableLoaded = message.addressTableLookups.reduce(
    (sum, lookup) => sum + lookup.writableIndexes.length,
    0,
  );
  return index < accountKeys.length + writableLoaded;
}
