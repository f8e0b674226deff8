/**
 * One JSON request to a provider: a timeout, a cap on the answer's size, and failures reduced to a short
 * reason (a provider's URL may carry a key, and its error pages are not for visitors). A 4xx answer with
 * a message becomes ProviderRefused with that message, cleaned; anything else that is not 2xx, or not
 * JSON, is ProviderUnavailable.
 */
import { ProviderRefused, ProviderUnavailable } from './provider.js';

export const MAX_ANSWER_BYTES = 1_048_576;
/** A provider's message shown to a visitor: one line, at most this long. */
const MAX_MESSAGE_LENGTH = 200;

export interface JsonRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
  timeoutMs: number;
}

/** The provider's own words from an error body ({ message } or { error: { message } } or { errorMessage }). */
export function refusalMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  const nested = record.error;
  const candidates = [
    record.message,
    record.errorMessage,
    typeof nested === 'object' && nested !== null ? (nested as Record<string, unknown>).message : nested,
  ];
  const text = candidates.find((value): value is string => typeof value === 'string' && value.trim() !== '');
  if (text === undefined) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  return clean.length > MAX_MESSAGE_LENGTH ? `${clean.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : clean;
}

async function readCapped(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (reader === undefined) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      throw new ProviderUnavailable('answer too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function requestJson(url: string, request: JsonRequest): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...request.headers,
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      signal: AbortSignal.timeout(request.timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new ProviderUnavailable(timedOut ? 'timed out' : 'unreachable');
  }
  const text = await readCapped(response).catch((error: unknown) => {
    throw error instanceof ProviderUnavailable ? error : new ProviderUnavailable('answer unreadable');
  });
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (
    response.status >= 400 &&
    response.status < 500 &&
    response.status !== 401 &&
    response.status !== 403 &&
    response.status !== 429
  ) {
    const message = refusalMessage(body);
    if (message !== undefined) throw new ProviderRefused(message);
  }
  if (!response.ok) throw new ProviderUnavailable(`status ${response.status}`);
  if (body === undefined) throw new ProviderUnavailable('answer is not JSON');
  return body;
}
