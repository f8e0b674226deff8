// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { optimism } from '@walletport/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createSiwxHarness, type SiwxHarness, settle, teardown } from './harness.js';

let harness: SiwxHarness | undefined;

afterEach(() => {
  teardown(harness);
  harness = undefined;
});

describe('SIWX across a network switch', () => {
  it('a session for one chain does not count on another: the sign view opens for the new chain', async () => {
    harness = createSiwxHarness();
    const h = harness;
    await h.connect();
    await act(async () => {
      await h.instance.services.siwx?.requestSignIn();
      await settle();
    });
    expect(h.instance.stores.siwx.getState().status).toBe('signed-in');
    await act(async () => {
      await h.instance.services.switchNetwork(optimism);
      await settle();
      await settle();
    });
    expect(h.instance.getCaipAddress()).toMatch(/^eip155:10:/);
    const state = h.instance.stores.siwx.getState();
    expect(state.status).toBe('ready');
    expect(state.pending?.chainId).toBe('eip155:10');
    expect(h.instance.stores.modal.getState().open).toBe(true);
    expect(h.instance.stores.router.getState().view.name).toBe('SIWXSignMessage');
  });
});
