/**
 * What the visitor sees before approving a request: the method decoded into plain rows (amounts in the
 * network's currency, ERC-20 transfers and approvals by their arguments, unknown calls by selector and
 * size) plus warnings for what deserves a second look. Never throws: an unreadable request is described
 * as such, and the signer refuses it anyway.
 */
import type { FrameNetwork } from '@walletport/core/embedded-protocol';
import { decodeFunctionData, erc20Abi, formatUnits, type Hex, hexToBytes, maxUint256, parseAbi } from 'viem';
import { describeTypedData, type TypedDataRow } from './describe-typed-data.js';
import {
  type CallParams,
  paramList,
  parsePersonalSignParams,
  parseSendCallsParams,
  parseTransactionParams,
  parseTypedDataParams,
} from './params.js';

export interface SummaryRow {
  label: string;
  value: string;
}

export interface ApprovalSummary {
  title: string;
  rows: SummaryRow[];
  /** personal_sign: the UTF-8 text, or the hex when the bytes are not text. */
  message?: string;
  typedData?: { primaryType: string; domain: SummaryRow[]; message: TypedDataRow[] };
  warnings: string[];
}

export type { TypedDataRow };

/** Approvals from this amount up are as good as unlimited (a spender could never exhaust them). */
const UNLIMITED_THRESHOLD = maxUint256 / 2n;
const approvalForAllAbi = parseAbi(['function setApprovalForAll(address operator, bool approved)']);

export function describeRequest(
  method: string,
  params: unknown,
  network: FrameNetwork | undefined,
): ApprovalSummary {
  const networkRows = network === undefined ? [] : [{ label: 'Network', value: network.name }];
  const networkWarnings =
    network === undefined ? ['The network of this request is not one of the app’s networks'] : [];
  try {
    switch (method) {
      case 'personal_sign': {
        const { message, address } = parsePersonalSignParams(params);
        const text = typeof message === 'string' ? message : readableText(message.raw);
        return {
          title: 'Sign message',
          rows: [...networkRows, { label: 'Account', value: address }],
          message: text ?? (message as { raw: Hex }).raw,
          warnings:
            text === undefined
              ? ['This message is not readable text; sign it only if you trust the app']
              : [],
        };
      }
      case 'eth_signTypedData_v4': {
        const { address, typedData } = parseTypedDataParams(params);
        const described = describeTypedData(typedData, network);
        return {
          title: 'Sign typed data',
          rows: [...networkRows, { label: 'Account', value: address }],
          typedData: described.summary,
          warnings: described.warnings,
        };
      }
      case 'eth_sendTransaction': {
        const [raw] = paramList(params, 1);
        const tx = parseTransactionParams(raw);
        const call = describeCall(tx, network);
        call.warnings.unshift(...otherChainWarning(tx.chainId, network));
        return {
          title: call.title,
          rows: [...networkRows, ...call.rows],
          warnings: [...networkWarnings, ...call.warnings],
        };
      }
      case 'wallet_sendCalls': {
        const batch = parseSendCallsParams(params);
        const rows: SummaryRow[] = [...networkRows];
        const warnings = [...networkWarnings, ...otherChainWarning(batch.chainId, network)];
        for (const [index, call] of batch.calls.entries()) {
          const described = describeCall(call, network);
          rows.push({ label: `Call ${index + 1}`, value: described.title });
          rows.push(
            ...described.rows.map((row) => ({ label: `${index + 1}. ${row.label}`, value: row.value })),
          );
          warnings.push(...described.warnings.map((warning) => `Call ${index + 1}: ${warning}`));
        }
        if (batch.calls.length > 1) {
          warnings.push(
            'The calls are sent one after another, not all at once: if one fails, the rest are not sent',
          );
        }
        return {
          title: `Send ${batch.calls.length} call${batch.calls.length === 1 ? '' : 's'}`,
          rows,
          warnings,
        };
      }
      case 'wallet_grantPermissions':
      case 'wallet_revokePermissions':
      case 'eth_sendUserOperation':
        return unsupported(method, 'Smart accounts are not available yet');
      default:
        if (method.startsWith('solana_')) return unsupported(method, 'Solana signing is not available yet');
        return { title: method, rows: networkRows, warnings: networkWarnings };
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unknown problem';
    return { title: method, rows: networkRows, warnings: [`This request could not be read: ${reason}`] };
  }
}

/** The request names a chain other than the one the approval shows (the signer refuses it). */
function otherChainWarning(chainId: number | undefined, network: FrameNetwork | undefined): string[] {
  if (chainId === undefined || network === undefined || chainId === network.chainId) return [];
  return [`The request is for chain ${chainId}, not ${network.name}`];
}

function unsupported(method: string, reason: string): ApprovalSummary {
  return { title: 'Unsupported request', rows: [{ label: 'Method', value: method }], warnings: [reason] };
}

/** One transaction or call: its kind as a title, rows for its recipient, value and decoded calldata. */
function describeCall(
  call: CallParams,
  network: FrameNetwork | undefined,
): { title: string; rows: SummaryRow[]; warnings: string[] } {
  const rows: SummaryRow[] = [];
  const warnings: string[] = [];
  const value = call.value ?? 0n;
  const data = call.data ?? '0x';
  const valueRow = { label: 'Value', value: formatNative(value, network) };
  if (call.to === undefined) {
    warnings.push('This deploys a new contract from this account');
    return {
      title: 'Deploy a contract',
      rows: [valueRow, { label: 'Code', value: byteCount(data) }],
      warnings,
    };
  }
  if (data === '0x') {
    return {
      title: `Send ${network?.nativeCurrency.symbol ?? 'native currency'}`,
      rows: [{ label: 'To', value: call.to }, valueRow],
      warnings,
    };
  }
  if (value > 0n) rows.push(valueRow);
  const token = decodeTokenCall(data);
  if (token !== undefined) {
    return {
      title: token.title,
      rows: [{ label: 'Token contract', value: call.to }, ...token.rows, ...rows],
      warnings: token.warnings,
    };
  }
  return {
    title: 'Contract call',
    rows: [
      { label: 'Contract', value: call.to },
      { label: 'Function', value: data.length >= 10 ? data.slice(0, 10) : data },
      { label: 'Data', value: byteCount(data) },
      ...rows,
    ],
    warnings: ['The app’s call could not be decoded; approve only if you trust the app'],
  };
}

function decodeTokenCall(data: Hex): { title: string; rows: SummaryRow[]; warnings: string[] } | undefined {
  try {
    const decoded = decodeFunctionData({ abi: erc20Abi, data });
    switch (decoded.functionName) {
      case 'transfer': {
        const [to, amount] = decoded.args;
        return {
          title: 'Send tokens',
          rows: [{ label: 'Recipient', value: to }, tokenAmount(amount)],
          warnings: [],
        };
      }
      case 'transferFrom': {
        const [from, to, amount] = decoded.args;
        return {
          title: 'Move tokens',
          rows: [{ label: 'From', value: from }, { label: 'Recipient', value: to }, tokenAmount(amount)],
          warnings: [],
        };
      }
      case 'approve': {
        const [spender, amount] = decoded.args;
        if (amount === 0n)
          return {
            title: 'Revoke token approval',
            rows: [{ label: 'Spender', value: spender }],
            warnings: [],
          };
        const unlimited = amount >= UNLIMITED_THRESHOLD;
        return {
          title: 'Approve token spending',
          rows: [
            { label: 'Spender', value: spender },
            unlimited
              ? { label: 'Allowance', value: 'Unlimited' }
              : { ...tokenAmount(amount), label: 'Allowance' },
          ],
          warnings: unlimited
            ? [`Unlimited approval: ${spender} can move all of this token from your account, now and later`]
            : [],
        };
      }
      default:
        return undefined;
    }
  } catch {
    return decodeApprovalForAll(data);
  }
}

function decodeApprovalForAll(
  data: Hex,
): { title: string; rows: SummaryRow[]; warnings: string[] } | undefined {
  try {
    const { args } = decodeFunctionData({ abi: approvalForAllAbi, data });
    const [operator, approved] = args;
    return {
      title: approved ? 'Approve all items of a collection' : 'Revoke collection approval',
      rows: [{ label: 'Operator', value: operator }],
      warnings: approved ? [`${operator} can move every item of this collection from your account`] : [],
    };
  } catch {
    return undefined;
  }
}

/** Token decimals are not known without a chain read, so amounts are shown in the token's base units. */
function tokenAmount(amount: bigint): SummaryRow {
  return { label: 'Amount', value: `${amount.toString()} (base units)` };
}

function formatNative(value: bigint, network: FrameNetwork | undefined): string {
  if (network === undefined) return `${value.toString()} wei`;
  return `${formatUnits(value, network.nativeCurrency.decimals)} ${network.nativeCurrency.symbol}`;
}

function byteCount(data: Hex): string {
  const bytes = (data.length - 2) / 2;
  return `${bytes} byte${bytes === 1 ? '' : 's'}`;
}

/** The bytes as text when they are valid UTF-8 without control characters (tabs and newlines allowed). */
export function readableText(hex: Hex): string | undefined {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(hex));
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is checked for.
    return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text) ? undefined : text;
  } catch {
    return undefined;
  }
}
