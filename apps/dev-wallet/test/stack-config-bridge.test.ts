// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { serializeStackConfig } from '../src/inpage/stack-config.js';
import {
  startStackConfigBridge,
  stackConfigEventName,
  stackConfigRequestEventName,
} from '../src/inpage/stack-config-bridge.js';
import { receiveStackConfig } from '../src/inpage/stack-config-source.js';

const chains = [{ id: 31337, name: 'Walletport Devnet', rpcUrl: 'http://127.0.0.1:18545' }];
const from = "the extension's stack-config.json";

/** Each test gets its own event target standing in for the page's document, shared by both worlds. */
function channel() {
  return { document: new EventTarget(), CustomEvent };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('the extension bridge and the wallet', () => {
  it('hand over the config when the wallet starts first', async () => {
    const shared = channel();
    const received = receiveStackConfig(shared, from);
    const file = deferred<string | null>();
    startStackConfigBridge(shared, () => file.promise);
    file.resolve(serializeStackConfig(chains));
    expect(await received).toEqual({ found: true, chains, from });
  });

  it('hand over the config when the bridge has already read it', async () => {
    const shared = channel();
    startStackConfigBridge(shared, async () => serializeStackConfig(chains));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The bridge's first answer went unheard; the wallet's request makes it answer again.
    expect(await receiveStackConfig(shared, from)).toEqual({ found: true, chains, from });
  });

  it('report a missing file, a failing read and a refused config as not found', async () => {
    const missing = channel();
    startStackConfigBridge(missing, async () => null);
    expect(await receiveStackConfig(missing, from)).toEqual({
      found: false,
      reason: `${from} does not exist`,
    });
    const failing = channel();
    startStackConfigBridge(failing, () => Promise.reject(new Error('boom')));
    expect(await receiveStackConfig(failing, from)).toMatchObject({ found: false });
    const hostile = channel();
    startStackConfigBridge(hostile, async () =>
      JSON.stringify({ version: 1, chains: [{ id: 1, name: 'x', rpcUrl: 'https://attacker.example' }] }),
    );
    expect(await receiveStackConfig(hostile, from)).toMatchObject({
      found: false,
      reason: expect.stringContaining('refused'),
    });
  });

  it('gives up after the timeout when no bridge answers, and ignores answers that are not text', async () => {
    const shared = channel();
    shared.document.addEventListener(stackConfigRequestEventName, () => {
      shared.document.dispatchEvent(new CustomEvent(stackConfigEventName, { detail: { chains } }));
    });
    expect(await receiveStackConfig(shared, from, 30)).toEqual({
      found: false,
      reason: 'the extension did not answer within 30 ms',
    });
  });
});
