import { bytesToHex } from 'viem';
import { isSolanaStandardChain, solanaCaipChains, solanaChainNames } from '../solana/chains.js';
import type { TransactionSummary } from '../solana/describe-transaction.js';
import type { SolanaApprovalRequest } from '../solana/types.js';
import type { DetailRow, RequestDescription } from './request-description.js';

const messageLimit = 2_000;
/** Control and bidi-override characters would make the text look like something else; such bytes show as hex. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const disguisingCharacters = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** A message as text when it is printable UTF-8 (sign-in texts), else hex. */
export function solanaMessageRow(message: Uint8Array): DetailRow {
  let text: string | undefined;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(message);
  } catch {
    text = undefined;
  }
  if (text !== undefined && !disguisingCharacters.test(text)) {
    return {
      label: 'Message',
      value: text.length > messageLimit ? `${text.slice(0, messageLimit)}\n…` : text,
    };
  }
  const hex = bytesToHex(message);
  return {
    label: 'Message (hex)',
    value: hex.length > messageLimit ? `${hex.slice(0, messageLimit)}…` : hex,
    code: true,
  };
}

/** "Solana Local (solana:localnet)"; a CAIP-2 id (WalletConnect) reads the same. */
export function solanaChainLabel(chain: string): string {
  const standard = isSolanaStandardChain(chain) ? chain : solanaCaipChains[chain];
  return standard ? `${solanaChainNames[standard]} (${chain})` : chain;
}

function transactionRows(transactions: readonly TransactionSummary[], address: string): DetailRow[] {
  return transactions.flatMap((tx, index) => {
    const prefix = transactions.length > 1 ? `#${index + 1} ` : '';
    const rows: DetailRow[] = [];
    if (tx.actions.length > 0) rows.push({ label: `${prefix}Action`, value: tx.actions.join('\n') });
    const unexplained = tx.instructionCount - tx.actions.length;
    if (tx.actions.length === 0 || unexplained > 0) {
      rows.push({
        label: `${prefix}Programs`,
        value: `${tx.instructionCount} instruction${tx.instructionCount === 1 ? '' : 's'}: ${tx.programs.join(', ')}`,
        code: true,
      });
    }
    rows.push({
      label: `${prefix}Fee payer`,
      value: tx.feePayer === address ? 'this account' : tx.feePayer,
      code: tx.feePayer !== address,
    });
    if (tx.signerCount > 1)
      rows.push({ label: `${prefix}Signers`, value: `${tx.signerCount} (this account is one)` });
    return rows;
  });
}

/** The approval card for a Solana request: plain strings only, rendered with textContent. */
export function describeSolanaRequest(request: SolanaApprovalRequest): RequestDescription {
  const account: DetailRow = { label: 'Solana account', value: request.address, code: true };
  switch (request.kind) {
    case 'solanaConnect':
      return {
        title: 'Connect (Solana)',
        summary: `${request.origin} wants to see your Solana account.`,
        rows: [account],
      };
    case 'solanaSignMessage':
      return {
        title:
          request.messages.length > 1
            ? `Sign ${request.messages.length} messages (Solana)`
            : 'Sign message (Solana)',
        summary: `${request.origin} asks you to sign ${request.messages.length > 1 ? 'messages' : 'a message'}.`,
        rows: [account, ...request.messages.map(solanaMessageRow)],
      };
    case 'solanaSignTransactions': {
      const count = request.transactions.length;
      const rows = [account, ...transactionRows(request.transactions, request.address)];
      if (request.chain !== undefined)
        rows.push({ label: 'Network', value: solanaChainLabel(request.chain) });
      return {
        title: count > 1 ? `Sign all: ${count} transactions (Solana)` : 'Sign transaction (Solana)',
        summary: `${request.origin} asks you to sign ${count > 1 ? `${count} transactions` : 'a transaction'} without sending ${count > 1 ? 'them' : 'it'}.`,
        rows,
      };
    }
    case 'solanaSignAndSend': {
      const count = request.transactions.length;
      return {
        title: count > 1 ? `Send ${count} transactions (Solana)` : 'Send transaction (Solana)',
        summary: `${request.origin} asks you to sign and send ${count > 1 ? `${count} transactions` : 'a transaction'}.`,
        rows: [
          account,
          ...transactionRows(request.transactions, request.address),
          { label: 'Network', value: solanaChainLabel(request.chain) },
          { label: 'RPC URL', value: request.rpcUrl, code: true },
        ],
      };
    }
  }
}
