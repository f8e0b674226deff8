import { formatEther, formatGwei } from 'viem';
import type { SolanaApprovalRequest } from '../solana/types.js';
import type { ApprovalRequest, DevWalletChain } from '../wallet/types.js';
import { describeSolanaRequest } from './describe-solana-request.js';
import type { DetailRow, RequestDescription } from './request-description.js';

export type { DetailRow, RequestDescription } from './request-description.js';

const jsonLimit = 4000;

function chainLabel(chainId: number, chains: readonly DevWalletChain[]): string {
  const chain = chains.find((c) => c.id === chainId);
  return chain ? `${chain.name} (${chainId})` : `Chain ${chainId}`;
}

function symbolOf(chainId: number, chains: readonly DevWalletChain[]): string {
  return chains.find((c) => c.id === chainId)?.nativeCurrency.symbol ?? 'ETH';
}

/** JSON that survives bigint values and is cut at a readable length. */
export function formatJson(value: unknown): string {
  const text =
    JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v), 2) ?? String(value);
  return text.length > jsonLimit ? `${text.slice(0, jsonLimit)}\n…` : text;
}

const solanaKinds: ReadonlySet<string> = new Set<SolanaApprovalRequest['kind']>([
  'solanaConnect',
  'solanaSignMessage',
  'solanaSignTransactions',
  'solanaSignAndSend',
]);

function isSolanaRequest(request: ApprovalRequest | SolanaApprovalRequest): request is SolanaApprovalRequest {
  return solanaKinds.has(request.kind);
}

export function describeRequest(
  request: ApprovalRequest | SolanaApprovalRequest,
  chains: readonly DevWalletChain[],
): RequestDescription {
  if (isSolanaRequest(request)) return describeSolanaRequest(request);
  const network: DetailRow = { label: 'Network', value: chainLabel(request.chainId, chains) };
  switch (request.kind) {
    case 'connect':
      return {
        title: 'Connect',
        summary: `${request.origin} wants to see your account.`,
        rows: [{ label: 'Account', value: request.address, code: true }, network],
      };
    case 'personalSign':
      return {
        title: 'Sign message',
        summary: `${request.origin} asks you to sign a message.`,
        rows: [
          { label: 'Account', value: request.address, code: true },
          request.messageText === null
            ? { label: 'Message (hex)', value: request.message, code: true }
            : { label: 'Message', value: request.messageText },
          network,
        ],
      };
    case 'signTypedData': {
      const { domain, primaryType, message } = request.typedData as {
        domain?: Record<string, unknown>;
        primaryType: string;
        message: unknown;
      };
      const rows: DetailRow[] = [
        { label: 'Account', value: request.address, code: true },
        { label: 'Type', value: primaryType },
      ];
      if (domain?.name !== undefined)
        rows.push({ label: 'Domain', value: `${domain.name}${domain.version ? ` v${domain.version}` : ''}` });
      if (domain?.verifyingContract !== undefined)
        rows.push({ label: 'Contract', value: String(domain.verifyingContract), code: true });
      rows.push({ label: 'Data', value: formatJson(message), code: true }, network);
      return {
        title: 'Sign typed data',
        summary: `${request.origin} asks you to sign ${primaryType}.`,
        rows,
      };
    }
    case 'sendTransaction': {
      const tx = request.transaction;
      const symbol = symbolOf(tx.chainId, chains);
      const rows: DetailRow[] = [
        { label: 'From', value: tx.from, code: true },
        { label: 'To', value: tx.to ?? 'New contract', code: tx.to !== undefined },
        { label: 'Value', value: `${formatEther(tx.value)} ${symbol}` },
      ];
      if (tx.data && tx.data !== '0x') rows.push({ label: 'Data', value: tx.data, code: true });
      const feeCap = tx.fees.type === 'eip1559' ? tx.fees.maxFeePerGas : tx.fees.gasPrice;
      rows.push(
        { label: 'Gas limit', value: tx.gas.toString() },
        { label: tx.fees.type === 'eip1559' ? 'Max fee' : 'Gas price', value: `${formatGwei(feeCap)} gwei` },
        { label: 'Network', value: chainLabel(tx.chainId, chains) },
      );
      return {
        title: 'Send transaction',
        summary: `${request.origin} asks you to send a transaction.`,
        rows,
      };
    }
    case 'switchChain':
      return {
        title: 'Switch network',
        summary: `${request.origin} asks to switch the network.`,
        rows: [
          { label: 'From', value: chainLabel(request.chainId, chains) },
          { label: 'To', value: `${request.toChain.name} (${request.toChain.id})` },
        ],
      };
    case 'addChain':
      return {
        title: 'Add network',
        summary: `${request.origin} asks to add a network and switch to it.`,
        rows: [
          { label: 'Network', value: `${request.chain.name} (${request.chain.id})` },
          { label: 'RPC URL', value: request.chain.rpcUrl, code: true },
          { label: 'Currency', value: request.chain.nativeCurrency.symbol },
        ],
      };
  }
}

/** 0xf39F…2266: enough to tell the devnet accounts apart in a selector. */
export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}
