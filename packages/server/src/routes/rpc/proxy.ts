/**
 * The RPC proxy's work for one HTTP request: check every item, answer the bad and the not-allowed ones
 * itself, forward the rest in ONE upstream request, and put the answers back in the client's order with
 * the client's ids.
 *
 * Forwarded items get the ids 0..n-1 on the way up. The client's ids may repeat, be null or be missing
 * (notifications); positions never do, so every upstream answer maps back to exactly one request.
 */
import { isAllowedRpcMethod } from './allowed-methods.js';
import {
  errorResponse,
  isJsonRpcResponse,
  JSON_RPC_CODES,
  type JsonRpcId,
  type JsonRpcRequest,
  type JsonRpcResponse,
  type ParsedItem,
  parsePayload,
} from './json-rpc.js';
import { type ForwardParams, forwardToUpstreams } from './upstream.js';

export interface ProxyAnswer {
  status: number;
  /** undefined: nothing to answer (only notifications were sent). */
  body: JsonRpcResponse | JsonRpcResponse[] | undefined;
}

export type ProxyParams = Omit<ForwardParams, 'payload'>;

type Slot =
  | { kind: 'answered'; response: JsonRpcResponse }
  | { kind: 'forwarded'; position: number; id: JsonRpcId; notification: boolean };

/** Method names the answer may repeat; anything else a caller sent is not echoed back. */
const PLAIN_METHOD = /^[A-Za-z0-9_]{1,64}$/;

function notAllowed(request: JsonRpcRequest): JsonRpcResponse {
  const method = PLAIN_METHOD.test(request.method) ? `The method ${request.method}` : 'This method';
  return errorResponse(
    request.id ?? null,
    JSON_RPC_CODES.METHOD_NOT_SUPPORTED,
    `${method} is not available through this RPC endpoint.`,
  );
}

function planSlots(items: readonly ParsedItem[], forwarded: JsonRpcRequest[]): Slot[] {
  return items.map((item): Slot => {
    if (item.kind === 'invalid') {
      return {
        kind: 'answered',
        response: errorResponse(item.id, JSON_RPC_CODES.INVALID_REQUEST, item.message),
      };
    }
    if (!isAllowedRpcMethod(item.request.method))
      return { kind: 'answered', response: notAllowed(item.request) };
    const position = forwarded.length;
    forwarded.push({ ...item.request, id: position });
    return {
      kind: 'forwarded',
      position,
      id: item.request.id ?? null,
      notification: !('id' in item.request),
    };
  });
}

/** The upstream's answers by the position id the proxy gave them. */
function answersByPosition(body: unknown): Map<number, JsonRpcResponse> {
  const answers = new Map<number, JsonRpcResponse>();
  for (const response of Array.isArray(body) ? body : [body]) {
    if (isJsonRpcResponse(response) && typeof response.id === 'number') answers.set(response.id, response);
  }
  return answers;
}

function withId(response: JsonRpcResponse, id: JsonRpcId): JsonRpcResponse {
  return { ...response, id };
}

export async function proxyJsonRpc(body: unknown, params: ProxyParams): Promise<ProxyAnswer> {
  const parsed = parsePayload(body);
  if (parsed.kind === 'rejected') return { status: 200, body: parsed.response };
  const items = parsed.kind === 'single' ? [parsed.item] : parsed.items;
  const forwarded: JsonRpcRequest[] = [];
  const slots = planSlots(items, forwarded);

  let answers = new Map<number, JsonRpcResponse>();
  let status = 200;
  let unavailableMessage = '';
  if (forwarded.length > 0) {
    const payload = parsed.kind === 'single' ? (forwarded[0] as JsonRpcRequest) : forwarded;
    const result = await forwardToUpstreams({ ...params, payload });
    if (result.kind === 'answer') {
      answers = answersByPosition(result.body);
    } else {
      answers = answersByPosition(result.lastBody);
      // A 5xx lets a client with its own fallback (viem's fallback transport) move on to its next RPC.
      if (answers.size === 0) status = 502;
      unavailableMessage = `No upstream RPC of this chain answered (${result.reasons.join('; ')}).`;
    }
  }

  const responses: JsonRpcResponse[] = [];
  for (const slot of slots) {
    if (slot.kind === 'answered') {
      responses.push(slot.response);
      continue;
    }
    if (slot.notification) continue;
    const answer = answers.get(slot.position);
    responses.push(
      answer === undefined
        ? errorResponse(
            slot.id,
            JSON_RPC_CODES.INTERNAL_ERROR,
            unavailableMessage || 'The upstream RPC gave no answer to this request.',
          )
        : withId(answer, slot.id),
    );
  }
  if (parsed.kind === 'single') return { status, body: responses[0] };
  return { status, body: responses.length === 0 ? undefined : responses };
}
