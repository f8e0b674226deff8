/**
 * Sends one JSON-RPC payload to a chain's upstreams in order until one gives an answer worth forwarding
 * (fallback-policy.ts decides). Upstream URLs may carry API keys, so failures are reported by upstream
 * position, never by URL.
 */
import { isWellFormedAnswer, judgeUpstreamAnswer } from './fallback-policy.js';
import type { JsonRpcRequest } from './json-rpc.js';

export interface ForwardParams {
  urls: readonly string[];
  payload: JsonRpcRequest | JsonRpcRequest[];
  timeoutMs: number;
  fetch?: typeof globalThis.fetch;
  /** Told each time an upstream is skipped: its position (0-based) and why. */
  onSkip?: (upstreamIndex: number, reason: string) => void;
}

export type ForwardResult =
  | { kind: 'answer'; body: unknown; upstreamIndex: number }
  | {
      kind: 'unavailable';
      /** Why each upstream was skipped, in order. */
      reasons: string[];
      /** The last well-formed JSON-RPC answer seen, if any (e.g. an internal error): better than nothing. */
      lastBody: unknown;
    };

async function askUpstream(
  url: string,
  payload: ForwardParams['payload'],
  timeoutMs: number,
  fetchImpl: typeof globalThis.fetch,
): Promise<{ status: number; body: unknown }> {
  const response = await fetchImpl(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, body };
}

function describeFailure(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'timed out';
    const code = (error.cause as { code?: unknown } | undefined)?.code;
    return typeof code === 'string' ? `network error ${code}` : `network error (${error.name})`;
  }
  return 'network error';
}

export async function forwardToUpstreams(params: ForwardParams): Promise<ForwardResult> {
  const fetchImpl = params.fetch ?? globalThis.fetch;
  const expectBatch = Array.isArray(params.payload);
  const reasons: string[] = [];
  let lastBody: unknown;
  for (const [index, url] of params.urls.entries()) {
    let reason: string;
    try {
      const { status, body } = await askUpstream(url, params.payload, params.timeoutMs, fetchImpl);
      const verdict = judgeUpstreamAnswer(status, body, expectBatch);
      if (verdict.kind === 'final') return { kind: 'answer', body, upstreamIndex: index };
      if (isWellFormedAnswer(body, expectBatch)) lastBody = body;
      reason = verdict.reason;
    } catch (error) {
      reason = describeFailure(error);
    }
    reasons.push(reason);
    params.onSkip?.(index, reason);
  }
  return { kind: 'unavailable', reasons, lastBody };
}
