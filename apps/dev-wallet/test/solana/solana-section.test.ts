// @vitest-environment happy-dom
/** The panel's Solana lines: a silent RPC alerts only when a configuration named it. */
import { describe, expect, it } from 'vitest';
import { createSolanaRpcStatusMonitor } from '../../src/inpage/solana-rpc-status.js';
import { createSolanaSigner } from '../../src/solana/signer.js';
import { createSolanaSection } from '../../src/ui/solana-section.js';

const refusing: typeof fetch = async () => {
  throw new TypeError('Failed to fetch');
};

async function sectionFor(expected: boolean) {
  const rpcStatus = createSolanaRpcStatusMonitor({
    url: 'http://127.0.0.1:1',
    source: expected ? 'npm start' : 'built-in default',
    expected,
    fetch: refusing,
  });
  const section = createSolanaSection(
    document,
    { signer: createSolanaSigner(), isConnected: () => false, subscribe: () => () => {}, rpcStatus },
    () => {},
  );
  await rpcStatus.check();
  return section.element.querySelector<HTMLElement>('[role="alert"]');
}

describe('the Solana RPC alert', () => {
  it('shows when the RPC a configuration named does not answer', async () => {
    const alert = await sectionFor(true);
    expect(alert?.hidden).toBe(false);
    expect(alert?.textContent).toContain('Cannot reach the Solana chain at http://127.0.0.1:1');
  });

  it('stays hidden for the built-in default, which is only a guess', async () => {
    expect((await sectionFor(false))?.hidden).toBe(true);
  });
});
