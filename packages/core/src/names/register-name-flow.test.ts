import { describe, expect, it } from 'vitest';
import type { NameRecord, NameSuggestion, RegisterNameRequest } from '../api/names-api.js';
import { UserRejectedRequestError } from '../errors/index.js';
import { HttpRequestError } from '../http/http-errors.js';
import { NAME_SEARCH_DELAY_MS } from './name-search.js';
import { createRegisterNameFlow, type RegisterNameFlowDeps } from './register-name-flow.js';
import { manualTimers } from '../../test/names/manual-timers.js';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SUFFIX = '.walletport.id';
const NOW_MS = 1_764_213_000_500;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A registry in memory that answers like the server's routes. */
function setup(overrides: Partial<RegisterNameFlowDeps> = {}) {
  const timers = manualTimers();
  const taken = new Set<string>(['alice.walletport.id']);
  const asked: { label: string; zone: string | undefined }[] = [];
  const registered: RegisterNameRequest[] = [];
  const refreshed: string[] = [];
  const signed: { message: string; address: string }[] = [];
  const deps: RegisterNameFlowDeps = {
    account: () => ({ address: ADDRESS, chainId: 31337 }),
    async suggest(label, zone) {
      asked.push({ label, zone });
      const exact: NameSuggestion = { name: `${label}${SUFFIX}`, registered: taken.has(`${label}${SUFFIX}`) };
      return [exact, { name: `${label}1${SUFFIX}`, registered: false }];
    },
    async register(request) {
      const { name } = JSON.parse(request.message) as { name: string };
      const full = name.endsWith(SUFFIX) ? name : `${name}${SUFFIX}`;
      if (taken.has(full)) {
        throw new HttpRequestError({
          status: 409,
          body: { code: 'NAME_TAKEN', message: `The name ${full} is already registered.` },
          request: 'POST /v1/profile/account',
        });
      }
      taken.add(full);
      registered.push(request);
      return {
        name: full,
        addresses: { [String(request.coinType)]: { address: request.address } },
      } as NameRecord;
    },
    async signMessage(params) {
      signed.push(params);
      return '0xsigned';
    },
    async afterRegistered(address) {
      refreshed.push(address);
    },
    timers,
    clock: { now: () => NOW_MS },
    ...overrides,
  };
  const flow = createRegisterNameFlow(deps);
  const type = async (text: string) => {
    flow.setText(text);
    timers.advance(NAME_SEARCH_DELAY_MS);
    await settle();
  };
  return { flow, timers, taken, asked, registered, refreshed, signed, type };
}

describe('the name registration flow', () => {
  it('shows the rule while typing and asks nothing for a name that breaks it', async () => {
    const { flow, type, asked } = setup();
    await type('abc');
    expect(flow.store.getState().input).toEqual({ status: 'invalid', problem: 'too-short' });
    await type('ab$c');
    expect(flow.store.getState().input).toEqual({ status: 'invalid', problem: 'invalid-characters' });
    expect(asked).toEqual([]);
    expect(flow.canRegister()).toBe(false);
  });

  it('checks availability after the search delay and learns the server suffix, then uses its zone', async () => {
    const { flow, type, asked, timers } = setup();
    flow.setText('bobby');
    expect(flow.store.getState().availability).toEqual({ status: 'checking', label: 'bobby' });
    expect(flow.canRegister()).toBe(false);
    timers.advance(NAME_SEARCH_DELAY_MS);
    await settle();
    expect(flow.store.getState()).toMatchObject({
      availability: { status: 'available', fullName: 'bobby.walletport.id' },
      suggestions: ['bobby1.walletport.id'],
      suffix: SUFFIX,
    });
    expect(flow.canRegister()).toBe(true);
    await type('carol');
    expect(asked).toEqual([
      { label: 'bobby', zone: undefined },
      { label: 'carol', zone: 'walletport.id' },
    ]);
  });

  it('a taken name cannot be registered; choosing a suggestion fills the field with its label', async () => {
    const { flow, type, timers } = setup();
    await type('alice');
    expect(flow.store.getState().availability.status).toBe('taken');
    expect(flow.canRegister()).toBe(false);
    flow.choose('alice1.walletport.id');
    expect(flow.store.getState().text).toBe('alice1');
    timers.advance(NAME_SEARCH_DELAY_MS);
    await settle();
    expect(flow.canRegister()).toBe(true);
  });

  it('registers: signs { name, attributes: {}, timestamp } with the wallet, posts with the coin type, refreshes the identity', async () => {
    const { flow, type, registered, refreshed, signed } = setup();
    await type('Bobby');
    const steps: string[] = [];
    flow.store.subscribe((state) => steps.push(state.step));
    await flow.register();
    expect(signed).toEqual([
      {
        address: ADDRESS,
        message: '{"name":"bobby.walletport.id","attributes":{},"timestamp":1764213000}',
      },
    ]);
    expect(registered).toEqual([
      { coinType: 0x80007a69, address: ADDRESS, message: signed[0]?.message, signature: '0xsigned' },
    ]);
    expect(refreshed).toEqual([ADDRESS]);
    expect(steps).toEqual(['signing', 'registering', 'success']);
    expect(flow.store.getState().registered).toBe('bobby.walletport.id');
  });

  it('a name taken meanwhile returns to the form, says so, and shows it taken with variants', async () => {
    const { flow, type, taken, timers } = setup();
    await type('dave1');
    taken.add('dave1.walletport.id');
    await flow.register();
    expect(flow.store.getState()).toMatchObject({
      step: 'editing',
      failure: { code: 'NAME_TAKEN', reason: 'The name dave1.walletport.id is already registered.' },
    });
    timers.advance(0);
    await settle();
    expect(flow.store.getState().availability.status).toBe('taken');
    // The next keystroke clears the failure.
    flow.setText('dave12');
    expect(flow.store.getState().failure).toBeUndefined();
  });

  it('a declined signature returns to the form and posts nothing', async () => {
    const { flow, type, registered } = setup({
      signMessage: () => Promise.reject(new UserRejectedRequestError()),
    });
    await type('erin');
    await flow.register();
    expect(flow.store.getState()).toMatchObject({ step: 'editing', failure: { code: 'USER_REJECTED' } });
    expect(registered).toEqual([]);
  });

  it('an identity refresh that fails still ends in success: the name is registered', async () => {
    const errors: string[] = [];
    const { flow, type } = setup({
      afterRegistered: () => Promise.reject(new Error('offline')),
      onError: (message) => errors.push(message),
    });
    await type('frank');
    await flow.register();
    expect(flow.store.getState().step).toBe('success');
    expect(errors).toEqual(['The identity could not be refreshed after a registration']);
  });

  it('a chain id with no coin type fails before the wallet is asked', async () => {
    const { flow, type, signed } = setup({ account: () => ({ address: ADDRESS, chainId: 0x80000000 }) });
    await type('grace');
    await flow.register();
    expect(signed).toEqual([]);
    expect(flow.store.getState()).toMatchObject({ step: 'editing', failure: { code: 'UNKNOWN' } });
  });

  it('without an account nothing can be registered; reset empties the form but keeps the suffix', async () => {
    const none = setup({ account: () => undefined });
    await none.type('heidi');
    expect(none.flow.canRegister()).toBe(false);
    const { flow, type } = setup();
    await type('ivan1');
    await flow.register();
    flow.reset();
    expect(flow.store.getState()).toMatchObject({
      text: '',
      step: 'editing',
      registered: undefined,
      suffix: SUFFIX,
    });
  });

  it('an availability check that failed still lets the server decide', async () => {
    const { flow, type } = setup({ suggest: () => Promise.reject(new Error('offline')) });
    await type('judy');
    expect(flow.store.getState().availability).toEqual({ status: 'failed', label: 'judy' });
    expect(flow.canRegister()).toBe(true);
    await flow.register();
    // Without a known suffix the message names the bare label; the server adds its suffix.
    expect(flow.store.getState().registered).toBe('judy.walletport.id');
  });
});
