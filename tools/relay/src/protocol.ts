// JSON-RPC 2.0 framing of the WalletConnect relay protocol: parsing incoming frames, checking the params of
// every served method, and building the frames the relay sends. Pure functions, no I/O.
import {
  DEFAULT_MAX_MESSAGE_LENGTH,
  MAX_TOPICS_PER_BATCH,
  messageOf,
  type Params,
  ParamsError,
  promptOf,
  tagOf,
  topicOf,
  topicsOf,
  ttlOf,
} from './params.js';

export const RPC_ERRORS = {
  parse: { code: -32700, message: 'Parse error' },
  invalidRequest: { code: -32600, message: 'Invalid Request' },
  methodNotFound: { code: -32601, message: 'Method not found' },
  invalidParams: { code: -32602, message: 'Invalid params' },
} as const;

export type RpcId = string | number;

export interface RpcErrorBody {
  code: number;
  message: string;
}

/** What one incoming text frame turned out to be. */
export type IncomingFrame =
  | { kind: 'request'; id: RpcId | undefined; method: string; params: unknown }
  | { kind: 'response'; id: RpcId; ok: boolean }
  | { kind: 'invalid'; id: RpcId | null; error: RpcErrorBody };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRpcId(value: unknown): value is RpcId {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
}

export function parseFrame(text: string): IncomingFrame {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'invalid', id: null, error: RPC_ERRORS.parse };
  }
  if (!isRecord(value) || value.jsonrpc !== '2.0') {
    const id = isRecord(value) && isRpcId(value.id) ? value.id : null;
    return { kind: 'invalid', id, error: RPC_ERRORS.invalidRequest };
  }
  const id = isRpcId(value.id) ? value.id : undefined;
  if (typeof value.method === 'string') {
    if (value.id !== undefined && id === undefined) {
      return { kind: 'invalid', id: null, error: RPC_ERRORS.invalidRequest };
    }
    return { kind: 'request', id, method: value.method, params: value.params };
  }
  // A response from the client: in this protocol only the acknowledgement of an irn_subscription push.
  if (id !== undefined && ('result' in value || 'error' in value)) {
    return { kind: 'response', id, ok: value.result === true && value.error === undefined };
  }
  return { kind: 'invalid', id: id ?? null, error: RPC_ERRORS.invalidRequest };
}

// ---- params of the served methods ----

/** Used when a wc_* method leaves the ttl out (the SDK's publishCustom default is 5 minutes). */
export const DEFAULT_TTL_SECONDS = 300;

/** Tags the real relay gives the messages of the combined pairing methods (sign-client's rpc tags). */
export const TAGS = { sessionPropose: 1100, sessionProposeResponse: 1101, sessionSettle: 1102 } as const;

export interface PublishInput {
  topic: string;
  message: string;
  ttlSeconds: number;
  tag: number;
  /** Whether the relay should wake the recipient with a push notification (none is sent here). */
  prompt: boolean;
}

export type MethodCall =
  | { method: 'subscribe'; topics: string[]; single: boolean }
  | { method: 'unsubscribe'; topics: string[] }
  | {
      method: 'publish';
      /** The JSON-RPC method that published: irn_publish, wc_proposeSession or wc_approveSession. */
      rpcMethod: string;
      messages: PublishInput[];
      subscribeSenderTo: string[];
    }
  | { method: 'fetchMessages'; topics: string[] };

export interface CallLimits {
  /** Longest accepted message, in characters of its base64 text. */
  maxMessageLength: number;
}

const DEFAULT_LIMITS: CallLimits = { maxMessageLength: DEFAULT_MAX_MESSAGE_LENGTH };

type Checked = { ok: true; call: MethodCall } | { ok: false; error: RpcErrorBody };

function readCall(method: string, params: Params, limits: CallLimits): MethodCall | undefined {
  const messageIn = (key: string) => messageOf(params, key, limits.maxMessageLength);
  switch (method) {
    case 'irn_subscribe':
      return { method: 'subscribe', topics: [topicOf(params, 'topic')], single: true };
    case 'irn_batchSubscribe':
      return { method: 'subscribe', topics: topicsOf(params), single: false };
    case 'irn_unsubscribe':
      // The subscription id is not checked: subscriptions are per topic and connection here.
      return { method: 'unsubscribe', topics: [topicOf(params, 'topic')] };
    case 'irn_batchUnsubscribe': {
      const list = params.subscriptions;
      if (!Array.isArray(list) || list.length === 0 || list.length > MAX_TOPICS_PER_BATCH) {
        throw new ParamsError(`subscriptions must be an array of 1 to ${MAX_TOPICS_PER_BATCH} entries`);
      }
      return {
        method: 'unsubscribe',
        topics: list.map((entry) => topicOf(isRecord(entry) ? entry : {}, 'topic')),
      };
    }
    case 'irn_publish': {
      // ttl and tag are required, as the production relay's params type has no default for them.
      const message: PublishInput = {
        topic: topicOf(params, 'topic'),
        message: messageIn('message'),
        ttlSeconds: ttlOf(params),
        tag: tagOf(params),
        prompt: promptOf(params),
      };
      return { method: 'publish', rpcMethod: method, messages: [message], subscribeSenderTo: [] };
    }
    case 'irn_batchFetchMessages':
      return { method: 'fetchMessages', topics: topicsOf(params) };
    case 'wc_proposeSession': {
      // The dapp publishes its proposal and is subscribed to the pairing topic in one call (it skips
      // irn_subscribe for that topic), so the wallet's answer can reach it.
      const pairingTopic = topicOf(params, 'pairingTopic');
      const message: PublishInput = {
        topic: pairingTopic,
        message: messageIn('sessionProposal'),
        ttlSeconds: ttlOf(params, DEFAULT_TTL_SECONDS),
        tag: tagOf(params, TAGS.sessionPropose),
        prompt: promptOf(params),
      };
      return { method: 'publish', rpcMethod: method, messages: [message], subscribeSenderTo: [pairingTopic] };
    }
    case 'wc_approveSession': {
      // The wallet answers the proposal on the pairing topic and settles on the new session topic, to
      // which it is subscribed by this call (again without an irn_subscribe of its own).
      const sessionTopic = topicOf(params, 'sessionTopic');
      const ttlSeconds = ttlOf(params, DEFAULT_TTL_SECONDS);
      const prompt = promptOf(params);
      return {
        method: 'publish',
        rpcMethod: method,
        messages: [
          {
            topic: topicOf(params, 'pairingTopic'),
            message: messageIn('sessionProposalResponse'),
            ttlSeconds,
            tag: TAGS.sessionProposeResponse,
            prompt,
          },
          {
            topic: sessionTopic,
            message: messageIn('sessionSettlementRequest'),
            ttlSeconds,
            tag: TAGS.sessionSettle,
            prompt,
          },
        ],
        subscribeSenderTo: [sessionTopic],
      };
    }
    default:
      return undefined;
  }
}

/** Checks a request's method and params; the error is what the relay answers. */
export function checkCall(method: string, params: unknown, limits: CallLimits = DEFAULT_LIMITS): Checked {
  try {
    // Params that are not an object fail the first field check of a known method, so they answer -32602.
    const call = readCall(method, isRecord(params) ? params : {}, limits);
    return call ? { ok: true, call } : { ok: false, error: RPC_ERRORS.methodNotFound };
  } catch (error) {
    if (error instanceof ParamsError) {
      return {
        ok: false,
        error: { code: RPC_ERRORS.invalidParams.code, message: `Invalid params: ${error.message}` },
      };
    }
    throw error;
  }
}

// ---- outgoing frames ----

export function resultFrame(id: RpcId, result: unknown): string {
  return JSON.stringify({ jsonrpc: '2.0', id, result });
}

export function errorFrame(id: RpcId | null, error: RpcErrorBody): string {
  return JSON.stringify({ jsonrpc: '2.0', id, error });
}

/** One pushed message. Attestations are never forwarded: the local relay has no verify service. */
export interface DeliveredMessage {
  topic: string;
  message: string;
  publishedAt: number;
  tag: number;
}

export function subscriptionFrame(id: number, subscriptionId: string, data: DeliveredMessage): string {
  const { topic, message, publishedAt, tag } = data;
  return JSON.stringify({
    jsonrpc: '2.0',
    id,
    method: 'irn_subscription',
    params: { id: subscriptionId, data: { topic, message, publishedAt, tag } },
  });
}
