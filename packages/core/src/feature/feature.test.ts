/**
 * A feature installed from outside the central wiring: everything a feature can register works through
 * the context alone, and removing the feature (destroy, or a failed install) leaves nothing behind.
 */
import { describe, expect, it, vi } from 'vitest';
import { flush } from '../../test/connection/harness.js';
import { createTestAdapter } from '../../test/connection/test-adapter.js';
import { createAppKitCore } from '../instance/create-app-kit-core.js';
import { mainnet } from '../networks/index.js';
import { createMemoryStorage } from '../storage/index.js';
import type { FeatureContext, InstanceFeature } from './types.js';

const ADDRESS = '0x00000000000000000000000000000000000000a1';

declare module './types.js' {
  interface FeatureServices {
    testGreeter: { greet(): string };
  }
}

function setup(features: InstanceFeature[]) {
  const adapter = createTestAdapter({
    connectors: [{ id: 'injected', name: 'Test Wallet', type: 'INJECTED', chain: 'eip155' }],
    wallets: { injected: { accounts: [{ address: ADDRESS, type: 'eoa' }], chainId: 1 } },
  });
  const logger = { warn: vi.fn(), error: vi.fn() };
  const kit = createAppKitCore({ projectId: 'p1', networks: [mainnet], adapters: [adapter] } as never, {
    storage: createMemoryStorage(),
    document: null,
    timers: { setTimeout: () => 0, clearTimeout: () => {} },
    logger,
    features,
  });
  return { kit, logger };
}

/** A feature that uses every registration the context offers and records what happened. */
function recordingFeature(log: string[], options: { blockOn?: string } = {}): InstanceFeature {
  return {
    name: 'recording',
    install(ctx: FeatureContext) {
      log.push(`installed with ${ctx.services.connection === undefined ? 'no' : 'a'} connection service`);
      ctx.addCloseGuard((view) => view === options.blockOn);
      ctx.addHook('sendFlowReset', () => {
        log.push('send flow reset');
      });
      ctx.addHook('transactionsReset', () => {
        log.push('transactions reset');
      });
      ctx.provideService('testGreeter', { greet: () => 'hello' });
      ctx.onStart(() => {
        log.push('started');
      });
      return () => log.push('disposed');
    },
  };
}

describe('feature modules', () => {
  it('a feature from outside the wiring registers a service, hooks, a close guard and startup work', async () => {
    const log: string[] = [];
    const { kit } = setup([recordingFeature(log, { blockOn: 'Connect' })]);
    expect(log).toEqual(['installed with a connection service']);
    expect(kit.services.features.testGreeter?.greet()).toBe('hello');

    await kit.start();
    await flush();
    expect(log).toContain('started');

    // Its close guard holds the modal open (and shakes it) on the view it guards.
    kit.open({ view: { name: 'Connect' } });
    expect(kit.services.modal.close()).toBe('blocked');
    expect(kit.stores.modal.getState()).toMatchObject({ open: true, shake: true });

    // The connection service fires the reset hooks on disconnect.
    await kit.services.connection.connect({ namespace: 'eip155', connectorId: 'injected' });
    await kit.disconnect();
    await flush();
    expect(log).toEqual(expect.arrayContaining(['send flow reset', 'transactions reset']));
  });

  it("a destroy right after start() keeps the removed feature's start task from running", async () => {
    const log: string[] = [];
    const { kit } = setup([recordingFeature(log)]);
    const starting = kit.start();
    kit.destroy();
    await starting;
    await flush();
    expect(log).not.toContain('started');
  });

  it('destroy removes everything the feature registered and runs its teardown once', async () => {
    const log: string[] = [];
    const { kit } = setup([recordingFeature(log, { blockOn: 'Connect' })]);
    kit.destroy();
    kit.destroy();
    expect(log.filter((entry) => entry === 'disposed')).toHaveLength(1);
    expect(kit.services.features.testGreeter).toBeUndefined();
  });

  it('a feature that throws while installing is reported and rolled back; the others still install', () => {
    const log: string[] = [];
    const broken: InstanceFeature = {
      name: 'broken',
      install(ctx) {
        ctx.addCloseGuard(() => true);
        ctx.provideService('testGreeter', { greet: () => 'half' });
        throw new Error('boom');
      },
    };
    const { kit, logger } = setup([broken, recordingFeature(log)]);
    expect(logger.error).toHaveBeenCalledWith(
      'A feature failed to install',
      expect.objectContaining({ feature: 'broken' }),
    );
    // The recording feature's service replaced nothing: the broken one's was removed first.
    expect(kit.services.features.testGreeter?.greet()).toBe('hello');
    kit.open({ view: { name: 'Connect' } });
    expect(kit.services.modal.close()).toBe('closed');
  });

  it('features are installed in order, a duplicate name is ignored, teardown runs in reverse', () => {
    const log: string[] = [];
    const named = (name: string): InstanceFeature => ({
      name,
      install: () => {
        log.push(`install ${name}`);
        return () => log.push(`dispose ${name}`);
      },
    });
    const { kit, logger } = setup([named('a'), named('b'), named('a')]);
    expect(logger.error).toHaveBeenCalledWith('A second feature with the same name was ignored', {
      feature: 'a',
    });
    kit.destroy();
    expect(log).toEqual(['install a', 'install b', 'dispose b', 'dispose a']);
  });

  it('the built-in features are installed the same way: SIWX publishes its service only when configured', () => {
    const { kit } = setup([]);
    expect(kit.services.siwx).toBeUndefined();
    expect(kit.services.features.siwx).toBeUndefined();
  });
});
