import { describe, expect, it, vi } from 'vitest';
import { createTestAdapter } from '../../test/connection/test-adapter.js';
import type { AdapterConstructParams, UniversalProviderHandle } from '../adapter/index.js';
import { mainnet, sepolia, solana } from '../networks/index.js';
import { createMemoryStorage } from '../storage/index.js';
import { createAppKitCore } from './create-app-kit-core.js';

/** A test adapter with the construct capability, recording the order of what the instance asks of it. */
function constructibleAdapter(namespace: 'eip155' | 'solana') {
  const calls: string[] = [];
  const received: AdapterConstructParams[] = [];
  const adapter = Object.assign(createTestAdapter({ namespace, networks: [] }), {
    construct: vi.fn((params: AdapterConstructParams) => {
      calls.push('construct');
      received.push(params);
    }),
    setUniversalProvider: vi.fn(
      (_handle: UniversalProviderHandle) => void calls.push('setUniversalProvider'),
    ),
  });
  const getConnectors = adapter.getConnectors.bind(adapter);
  adapter.getConnectors = () => {
    calls.push('getConnectors');
    return getConnectors();
  };
  return { adapter, calls, received };
}

const env = { storage: createMemoryStorage(), document: null, logger: { warn: () => {}, error: () => {} } };

describe('createAppKitCore: the construct capability', () => {
  it('hands each adapter its namespace’s networks and the options, before anything else asks it', () => {
    const evm = constructibleAdapter('eip155');
    const sol = constructibleAdapter('solana');
    createAppKitCore(
      {
        projectId: 'demo-project',
        networks: [mainnet, solana, sepolia],
        adapters: [evm.adapter, sol.adapter],
        enableEIP6963: false,
      },
      env,
    );
    expect(evm.received).toEqual([
      { networks: [mainnet, sepolia], projectId: 'demo-project', enableInjected: true, enableEIP6963: false },
    ]);
    expect(sol.received[0]?.networks).toEqual([solana]);
    expect(evm.calls[0]).toBe('construct');
    expect(evm.calls.filter((call) => call === 'construct')).toHaveLength(1);
    expect(evm.calls.indexOf('setUniversalProvider')).toBeGreaterThan(0);
    expect(evm.calls.indexOf('getConnectors')).toBeGreaterThan(0);
  });

  it('adapters without it are left alone', () => {
    const plain = createTestAdapter({ networks: [mainnet] });
    const kit = createAppKitCore({ projectId: 'demo-project', networks: [mainnet], adapters: [plain] }, env);
    expect(plain.networks).toEqual([mainnet]);
    kit.destroy();
  });
});
