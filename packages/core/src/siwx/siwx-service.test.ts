import { describe, expect, it } from 'vitest';
import { ADDRESS_A, ADDRESS_B, account, createFlow, settle } from '../../test/siwx/flow-harness.js';
import { UserRejectedRequestError } from '../errors/index.js';
import { SiwxAuthError } from './siwx-errors.js';
import { requireSiwxService } from './siwx-service.js';

async function connected(options: Parameters<typeof createFlow>[0] = {}, patch = {}) {
  const flow = createFlow(options);
  flow.setAccount(account(patch));
  await settle();
  return flow;
}

describe('SIWX flow: prompting', () => {
  it('a connection without a session opens SIWXSignMessage with the message to sign', async () => {
    const flow = await connected();
    expect(flow.isOpen()).toBe(true);
    expect(flow.view()).toBe('SIWXSignMessage');
    const state = flow.store.getState();
    expect(state.status).toBe('ready');
    expect(state.pending).toMatchObject({ chainId: 'eip155:1', address: ADDRESS_A });
    expect(state.pending?.message).toContain(
      'app.example.com wants you to sign in with your Ethereum account:',
    );
    expect(flow.callsOf('getSessions')[0]?.args).toEqual(['eip155:1', ADDRESS_A]);
  });

  it('a pair with a session: signed-in, no prompt', async () => {
    const flow = createFlow();
    flow.setAccount(account());
    await settle();
    await flow.service.requestSignIn();
    flow.setAccount(undefined);
    await settle();
    flow.setAccount(account());
    await settle();
    expect(flow.store.getState().status).toBe('signed-in');
    expect(flow.isOpen()).toBe(false);
    expect(flow.callsOf('createMessage')).toHaveLength(1);
  });

  it('an unsupported network: no prompt, no session check', async () => {
    const flow = await connected({}, { isSupportedNetwork: false });
    expect(flow.isOpen()).toBe(false);
    expect(flow.callsOf('getSessions')).toHaveLength(0);
    expect(flow.store.getState().status).toBe('idle');
  });

  it('universal provider with a non-eip155 network configured: no prompt', async () => {
    const flow = await connected({ allNetworksEip155: false }, { viaUniversalProvider: true });
    expect(flow.isOpen()).toBe(false);
    expect(flow.callsOf('getSessions')).toHaveLength(0);
  });

  it('universal provider with only eip155 networks: prompts', async () => {
    const flow = await connected({ allNetworksEip155: true }, { viaUniversalProvider: true });
    expect(flow.view()).toBe('SIWXSignMessage');
  });

  it('switching chain to a pair without a session asks again; back to the signed pair does not', async () => {
    const flow = await connected();
    await flow.service.requestSignIn();
    flow.setAccount(account({ chainId: 'eip155:11155111' }));
    await settle();
    expect(flow.isOpen()).toBe(true);
    expect(flow.view()).toBe('SIWXSignMessage');
    expect(flow.store.getState().pending?.chainId).toBe('eip155:11155111');
    flow.setAccount(account());
    await settle();
    expect(flow.store.getState().status).toBe('signed-in');
    expect(flow.isOpen()).toBe(false);
  });

  it('switching account to one without a session asks again', async () => {
    const flow = await connected();
    await flow.service.requestSignIn();
    flow.setAccount(account({ address: ADDRESS_B }));
    await settle();
    expect(flow.view()).toBe('SIWXSignMessage');
    expect(flow.store.getState().pending?.address).toBe(ADDRESS_B);
  });

  it('failed session check (initialization) disconnects and resets the view to Connect', async () => {
    const flow = createFlow();
    flow.failures.getSessions = new Error('server down');
    flow.modal.open({ view: { name: 'Account' } });
    flow.setAccount(account());
    await settle();
    expect(flow.disconnects.count).toBe(1);
    expect(flow.view()).toBe('Connect');
    expect(flow.store.getState()).toMatchObject({ status: 'idle', error: { code: 'SIWX_UNAVAILABLE' } });
  });

  it('failed message creation at the prompt disconnects and resets the view', async () => {
    const flow = createFlow();
    flow.failures.createMessage = new Error('nonce failed');
    flow.setAccount(account());
    await settle();
    expect(flow.disconnects.count).toBe(1);
    expect(flow.view()).toBe('Connect');
  });
});

describe('SIWX flow: signing', () => {
  it('success: signs through the namespace adapter, adds the session, closes, tracks', async () => {
    const flow = await connected();
    const message = flow.store.getState().pending?.message;
    await flow.service.requestSignIn();
    expect(flow.signer.calls).toEqual([
      { namespace: 'eip155', message, address: ADDRESS_A, connectorId: 'injected' },
    ]);
    const added = flow.callsOf('addSession')[0]?.args[0];
    expect(added).toMatchObject({
      message,
      signature: `0xsig-${ADDRESS_A}`,
      data: { chainId: 'eip155:1', accountAddress: ADDRESS_A },
    });
    const state = flow.store.getState();
    expect(state.status).toBe('signed-in');
    expect(state.session).toEqual(added);
    expect(flow.service.hasSession()).toBe(true);
    expect(flow.isOpen()).toBe(false);
    expect(flow.events).toContainEqual({
      type: 'SIWX_AUTH_SUCCESS',
      data: { network: 'eip155:1', isSmartAccount: false },
    });
  });

  it('creates the message when none is pending yet (one createMessage for concurrent calls)', async () => {
    const flow = await connected();
    flow.setAccount(account({ chainId: 'eip155:5' }));
    // no settle: the prompt for the new pair is still being prepared
    await Promise.all([flow.service.requestSignIn(), flow.service.requestSignIn()]);
    expect(flow.signer.calls).toHaveLength(1);
    expect(flow.store.getState().status).toBe('signed-in');
  });

  it('a wallet rejection: status error with "Signature declined", view stays, tracked', async () => {
    const flow = await connected();
    flow.signer.error = new UserRejectedRequestError();
    await flow.service.requestSignIn();
    // The store holds the code; 'Signature declined' is its English (errors/coded-text.ts).
    expect(flow.store.getState()).toMatchObject({ status: 'error', error: { code: 'SIGNATURE_DECLINED' } });
    expect(flow.isOpen()).toBe(true);
    expect(flow.view()).toBe('SIWXSignMessage');
    expect(flow.eventTypes()).toContain('SIWX_AUTH_ERROR');
    expect(flow.callsOf('addSession')).toHaveLength(0);
  });

  it('addSession throwing: error with the verifier reason; the sign view reopens when closed', async () => {
    const flow = await connected();
    flow.modal.close();
    flow.failures.addSession = new SiwxAuthError('Nonce already used');
    await flow.service.requestSignIn();
    expect(flow.store.getState()).toMatchObject({
      status: 'error',
      error: { code: 'SIWX_SIGN_IN_REFUSED', params: { reason: 'Nonce already used' } },
    });
    // Telemetry keeps the English text its wire format carries.
    expect(flow.events.at(-1)).toMatchObject({
      data: { message: 'Sign-in was refused: Nonce already used' },
    });
    expect(flow.isOpen()).toBe(true);
    expect(flow.view()).toBe('SIWXSignMessage');
    expect(flow.events.at(-1)).toMatchObject({ type: 'SIWX_AUTH_ERROR', data: { network: 'eip155:1' } });
  });

  it('a retry after a failure signs a fresh message (the nonce may be spent)', async () => {
    const flow = await connected();
    flow.failures.addSession = new Error('boom');
    await flow.service.requestSignIn();
    delete flow.failures.addSession;
    await flow.service.requestSignIn();
    expect(flow.store.getState().status).toBe('signed-in');
    expect(new Set(flow.signer.calls.map((call) => (call as { message: string }).message)).size).toBe(2);
  });

  it('requestSignIn without a connected account rejects', async () => {
    const flow = createFlow();
    await expect(flow.service.requestSignIn()).rejects.toThrow('No ActiveCaipAddress found');
  });
});

describe('SIWX flow: cancel, close guard, sign-out', () => {
  it('cancel when optional: tracks, closes the modal, resets to Connect, stays connected', async () => {
    const flow = await connected({ required: false });
    await flow.service.cancel();
    expect(flow.eventTypes()).toContain('CLICK_CANCEL_SIWX');
    expect(flow.isOpen()).toBe(false);
    expect(flow.disconnects.count).toBe(0);
    expect(flow.view()).toBe('Connect');
  });

  it('cancel when required: tracks, disconnects, resets to Connect', async () => {
    const flow = await connected({ required: true });
    await flow.service.cancel();
    expect(flow.eventTypes()).toContain('CLICK_CANCEL_SIWX');
    expect(flow.disconnects.count).toBe(1);
    expect(flow.view()).toBe('Connect');
  });

  it('required and no session: closing the sign view is blocked', async () => {
    const flow = await connected({ required: true });
    expect(flow.modal.close()).toBe('blocked');
    expect(flow.isOpen()).toBe(true);
  });

  it('optional: closing the sign view works', async () => {
    const flow = await connected({ required: false });
    expect(flow.modal.close()).toBe('closed');
  });

  it('disconnect with signOutOnDisconnect revokes the session of the pair', async () => {
    const flow = await connected({ signOutOnDisconnect: true });
    await flow.service.requestSignIn();
    flow.setAccount(undefined);
    await settle();
    expect(flow.callsOf('revokeSession')[0]?.args).toEqual(['eip155:1', ADDRESS_A]);
    expect(flow.store.getState().status).toBe('idle');
  });

  it('disconnect without signOutOnDisconnect keeps the session', async () => {
    const flow = await connected({ signOutOnDisconnect: false });
    await flow.service.requestSignIn();
    flow.setAccount(undefined);
    await settle();
    expect(flow.callsOf('revokeSession')).toHaveLength(0);
  });

  it('signOut revokes the current pair and shows the signed-out state', async () => {
    const flow = await connected();
    await flow.service.requestSignIn();
    await flow.service.signOut();
    expect(flow.callsOf('revokeSession')[0]?.args).toEqual(['eip155:1', ADDRESS_A]);
    expect(flow.store.getState()).toEqual({
      status: 'ready',
      pending: { chainId: 'eip155:1', address: ADDRESS_A },
    });
    expect(flow.disconnects.count).toBe(0);
  });

  it('signOut when required also disconnects', async () => {
    const flow = await connected({ required: true });
    await flow.service.requestSignIn();
    await flow.service.signOut();
    expect(flow.disconnects.count).toBe(1);
  });
});

describe('requireSiwxService', () => {
  it("throws 'SIWX is not enabled' without a service", () => {
    expect(() => requireSiwxService(undefined)).toThrow('SIWX is not enabled');
  });
});
