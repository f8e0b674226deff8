/**
 * Where the in-page wallet finds a running stack's RPC URLs (see stack-config.ts): the page script next to
 * its own URL on the stack's dev wallet server, the extension through its bridge. Both answer within a
 * bounded time, found or not, because the wallet holds its RPC calls until then.
 */
import { describeThrown } from '../wallet/errors.js';
import {
  maxStackConfigLength,
  parseStackConfig,
  type StackChain,
  type StackSolana,
  stackConfigFileName,
} from './stack-config.js';
import {
  type StackConfigChannel,
  stackConfigEventName,
  stackConfigRequestEventName,
} from './stack-config-bridge.js';

export type StackConfigResult =
  | { found: true; chains: StackChain[]; from: string; solana?: StackSolana }
  | { found: false; reason: string };

/** The extension answers from a local file and the stack from 127.0.0.1: both are fast or absent. */
export const stackConfigTimeoutMs = 2_000;

function parsed(text: string, from: string): StackConfigResult {
  try {
    const { chains, solana } = parseStackConfig(text);
    return solana ? { found: true, chains, from, solana } : { found: true, chains, from };
  } catch (error) {
    return { found: false, reason: `${from} was refused: ${describeThrown(error)}` };
  }
}

/** The config next to the page script, e.g. http://127.0.0.1:5174/stack-config.json for …/dev-wallet.js. */
export function stackConfigUrlFor(scriptSrc: string): string | undefined {
  try {
    const url = new URL(stackConfigFileName, scriptSrc);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Fetches the stack config served next to the page script (the stack serves it with CORS for any page). */
export async function fetchStackConfig(
  url: string,
  fetchImpl: typeof fetch = globalThis.fetch,
  timeoutMs = stackConfigTimeoutMs,
): Promise<StackConfigResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(url, { cache: 'no-store', signal: controller.signal });
    if (!response.ok) return { found: false, reason: `${url} answered HTTP ${response.status}` };
    const text = await response.text();
    if (text.length > maxStackConfigLength) return { found: false, reason: `${url} is too large` };
    return parsed(text, url);
  } catch (error) {
    return { found: false, reason: `${url} could not be read (${describeThrown(error)})` };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The MAIN-world side of the extension bridge: asks for the config and takes the first answer. Page scripts
 * could send the same event, but a page can already configure its wallet (query, localStorage), and the
 * answer is validated like any other.
 */
export function receiveStackConfig(
  channel: StackConfigChannel,
  from: string,
  timeoutMs = stackConfigTimeoutMs,
): Promise<StackConfigResult> {
  return new Promise((resolve) => {
    const finish = (result: StackConfigResult) => {
      clearTimeout(timer);
      channel.document.removeEventListener(stackConfigEventName, onAnswer);
      resolve(result);
    };
    const onAnswer = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      if (typeof detail !== 'string') return;
      finish(detail === '' ? { found: false, reason: `${from} does not exist` } : parsed(detail, from));
    };
    const timer = setTimeout(
      () => finish({ found: false, reason: `the extension did not answer within ${timeoutMs} ms` }),
      timeoutMs,
    );
    channel.document.addEventListener(stackConfigEventName, onAnswer);
    channel.document.dispatchEvent(new channel.CustomEvent(stackConfigRequestEventName));
  });
}

/** Where the extension's copy lives, as the messages name it. */
export const extensionStackConfigLabel = `the extension's ${stackConfigFileName}`;

/**
 * Picks the delivery: a page script knows its own URL (document.currentScript, only set while a classic
 * script runs), a content script has none and asks the extension's bridge.
 */
export function loadStackConfig(win: Window): Promise<StackConfigResult> {
  const script = win.document.currentScript;
  const src = script && 'src' in script && typeof script.src === 'string' ? script.src : '';
  if (src !== '') {
    const url = stackConfigUrlFor(src);
    if (url === undefined)
      return Promise.resolve({ found: false, reason: 'the page script has no http(s) URL' });
    return fetchStackConfig(url);
  }
  // Window's type leaves out the constructors that live on it; the page's own CustomEvent is the one to use.
  const { CustomEvent } = win as unknown as typeof globalThis;
  return receiveStackConfig({ document: win.document, CustomEvent }, extensionStackConfigLabel);
}
