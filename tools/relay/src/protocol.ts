// JSON-RPC 2.0 framing of the WalletConnect relay protocol: parsing incoming frames, checking the params of
// every served method, and building the frames the relay sends. Pure functions, no I/O.

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

/** Topics are sha256 hashes in hex; anything else is a client bug worth reporting as -32602. */
const TOPIC_PATTERN = /^[0-9a-f]{64}$/i;
/** The SDK's longest ttl is 30 days; the relay refuses anything beyond. */
export const MAX_TTL_SECONDS = 30 * 24 * 60 * 60;
/** Used when a wc_* method leaves the ttl out (the SDK's publishCustom default is 5 minutes). */
export const DEFAULT_TTL_SECONDS = 300;
export const MAX_TOPICS_PER_BATCH = 500;

/** Tags the real relay gives the messages of the combined pairing methods (sign-client's rpc tags). */
export const TAGS = { sessionPropose: 1100, sessionProposeResponse: 1101, sessionSettle: 1102 } as const;

export interface PublishInput {
  topic: string;
  message: string;
  ttlSeconds: number;
  tag: number;
}

export type MethodCall =
  | { method: 'subscribe'; topics: string[]; single: boolean }
  | { method: 'unsubscribe'; topics: string[] }
  | { method: 'publish'; messages: PublishInput[]; subscribeSenderTo: string[] }
  | { method: 'fetchMessages'; topics: string[] };

type Checked = { ok: true; call: MethodCall } | { ok: false; error: RpcErrorBody };

class ParamsError extends Error {}

function topicOf(params: Record<string, unknown>, key: string): string {
  const topic = params[key];
  if (typeof topic !== 'string' || !TOPIC_PATTERN.test(topic)) {
    throw new ParamsError(`${key} must be a 64-character hex topic`);
  }
  return topic.toLowerCase();
}

function topicsOf(params: Record<string, unknown>): string[] {
  const topics = params.topics;
  if (!Array.isArray(topics) || topics.length === 0 || topics.length > MAX_TOPICS_PER_BATCH) {
    throw new ParamsError(`topics must be an array of 1 to ${MAX_TOPICS_PER_BATCH} topics`);
  }
  return topics.map((topic) => topicOf({ topic }, 'topic'));
}

function messageOf(params: Record<string, unknown>, key: string): string {
  const message = params[key];
  if (typeof message !== 'string' || message.length === 0) {
    throw new ParamsError(`${key} must be a non-empty string`);
  }
  return message;
}

function ttlOf(params: Record<string, unknown>, required: boolean): number {
  const ttl = params.ttl;
  if (ttl === undefined && !required) return DEFAULT_TTL_SECONDS;
  if (typeof ttl !== 'number' || !Number.isInteger(ttl) || ttl < 1 || ttl > MAX_TTL_SECONDS) {
    throw new ParamsError(`ttl must be a whole number of seconds between 1 and ${MAX_TTL_SECONDS}`);
  }
  return ttl;
}

function tagOf(params: Record<string, unknown>, fallback: number): number {
  const tag = params.tag;
  if (tag === undefined) return fallback;
  if (typeof tag !== 'number' || !Number.isInteger(tag) || tag < 0) {
    throw new ParamsError('tag must be a non-negative whole number');
  }
  return tag;
}

function checkPrompt(params: Record<string, unknown>): void {
  if (params.prompt !== undefined && typeof params.prompt !== 'boolean') {
    throw new ParamsError('prompt must be a boolean');
  }
}

function readCall(method: string, params: Record<string, unknown>): MethodCall | undefined {
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
        throw new ParamsError('subscriptions must be a non-empty array');
      }
      return {
        method: 'unsubscribe',
        topics: list.map((entry) => topicOf(isRecord(entry) ? entry : {}, 'topic')),
      };
    }
    case 'irn_publish': {
      checkPrompt(params);
      const message: PublishInput = {
        topic: topicOf(params, 'topic'),
        message: messageOf(params, 'message'),
        ttlSeconds: ttlOf(params, true),
        tag: tagOf(params, 0),
      };
      return { method: 'publish', messages: [message], subscribeSenderTo: [] };
    }
    case 'irn_batchFetchMessages':
      return { method: 'fetchMessages', topics: topicsOf(params) };
    case 'wc_proposeSession': {
      // The dapp publishes its proposal and is subscribed to the pairing topic in one call (it skips
      // irn_subscribe for that topic), so the wallet's answer can reach it.
      checkPrompt(params);
      const pairingTopic = topicOf(params, 'pairingTopic');
      const ttlSeconds = ttlOf(params, false);
      return {
        method: 'publish',
        messages: [
          {
            topic: pairingTopic,
            message: messageOf(params, 'sessionProposal'),
            ttlSeconds,
            tag: tagOf(params, TAGS.sessionPropose),
          },
        ],
        subscribeSenderTo: [pairingTopic],
      };
    }
    case 'wc_approveSession': {
      // The wallet answers the proposal on the pairing topic and settles on the new session topic, to
      // which it is subscribed by this call (again without an irn_subscribe of its own).
      checkPrompt(params);
      const sessionTopic = topicOf(params, 'sessionTopic');
      const ttlSeconds = ttlOf(params, false);
      return {
        method: 'publish',
        messages: [
          {
            topic: topicOf(params, 'pairingTopic'),
            message: messageOf(params, 'sessionProposalResponse'),
            ttlSeconds,
            tag: TAGS.sessionProposeResponse,
          },
          {
            topic: sessionTopic,
            message: messageOf(params, 'sessionSettlementRequest'),
            ttlSeconds,
            tag: TAGS.sessionSettle,
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
export function checkCall(method: string, params: unknown): Checked {
  try {
    // Params that are not an object fail the first field check of a known method, so they answer -32602.
    const call = readCall(method, isRecord(params) ? params : {});
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
