import { describe, expect, it } from 'vitest';
import {
  isSignMethod,
  PAIRING_TTL_SECONDS,
  PING_TIMEOUT_SECONDS,
  PROPOSAL_REJECT_TAG,
  PROPOSAL_TTL_SECONDS,
  requestTimeoutSeconds,
  SESSION_TTL_SECONDS,
  SIGN_RPC_RULES,
  type SignMethod,
} from './rpc-options.js';

// The protocol's table (WalletConnect Sign v2 / pairing API): request tag, ttl in seconds, prompt.
const PROTOCOL: Record<SignMethod, [tag: number, ttl: number, prompt: boolean]> = {
  wc_pairingDelete: [1000, 86_400, false],
  wc_pairingPing: [1002, 30, false],
  wc_sessionPropose: [1100, 300, true],
  wc_sessionSettle: [1102, 300, false],
  wc_sessionUpdate: [1104, 86_400, false],
  wc_sessionExtend: [1106, 86_400, false],
  wc_sessionRequest: [1108, 300, true],
  wc_sessionEvent: [1110, 300, true],
  wc_sessionDelete: [1112, 86_400, false],
  wc_sessionPing: [1114, 86_400, false],
};

describe('SIGN_RPC_RULES', () => {
  it('covers exactly the protocol’s methods', () => {
    expect(Object.keys(SIGN_RPC_RULES).sort()).toEqual(Object.keys(PROTOCOL).sort());
  });

  it.each(Object.entries(PROTOCOL))('%s: tag %j', (method, [tag, ttl, prompt]) => {
    const rules = SIGN_RPC_RULES[method as SignMethod];
    expect(rules.req).toEqual({ tag, ttl, prompt });
    expect(rules.res).toEqual({ tag: tag + 1, ttl, prompt: false });
  });

  it('request tags are even and unique, responses are the next odd tag', () => {
    const tags = Object.values(SIGN_RPC_RULES).flatMap((rules) => {
      expect(rules.req.tag % 2).toBe(0);
      expect(rules.res.tag).toBe(rules.req.tag + 1);
      return [rules.req.tag, rules.res.tag];
    });
    expect(new Set(tags).size).toBe(tags.length);
    expect(tags).not.toContain(PROPOSAL_REJECT_TAG);
  });

  it('a rejected proposal answers with 1120', () => {
    expect(PROPOSAL_REJECT_TAG).toBe(1120);
  });
});

describe('isSignMethod', () => {
  it.each(Object.keys(PROTOCOL))('knows %s', (method) => {
    expect(isSignMethod(method)).toBe(true);
  });

  it.each([
    'toString',
    '__proto__',
    'hasOwnProperty',
    'constructor',
    'wc_sessionAuthenticate',
    'eth_chainId',
    '',
  ])('does not take %j (own keys only)', (method) => {
    expect(isSignMethod(method)).toBe(false);
  });
});

describe('timeouts and lifetimes', () => {
  it('pairing, proposal, session and ping lifetimes', () => {
    expect(PAIRING_TTL_SECONDS).toBe(240);
    // The pairing URI must expire before the proposal published on it does.
    expect(PAIRING_TTL_SECONDS).toBeLessThan(PROPOSAL_TTL_SECONDS);
    expect(PROPOSAL_TTL_SECONDS).toBe(SIGN_RPC_RULES.wc_sessionPropose.req.ttl);
    expect(SESSION_TTL_SECONDS).toBe(7 * 86_400);
    expect(PING_TIMEOUT_SECONDS).toBe(30);
  });

  it.each([
    'eth_accounts',
    'eth_chainId',
    'wallet_getCapabilities',
    'wallet_getCallsStatus',
    'solana_getAccounts',
  ])('%s, answered by the wallet software, waits 30 s', (method) => {
    expect(requestTimeoutSeconds(method)).toBe(30);
  });

  it.each([
    'personal_sign',
    'eth_sendTransaction',
    'eth_signTypedData_v4',
    'wallet_switchEthereumChain',
    'x',
  ])('%s, approved by a person, waits the full request ttl', (method) => {
    expect(requestTimeoutSeconds(method)).toBe(SIGN_RPC_RULES.wc_sessionRequest.req.ttl);
  });
});
