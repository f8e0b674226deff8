/**
 * In-memory stand-ins for the router's collaborators (login flow, wallet, UI), shaped like the ports in
 * src/frame/ports.ts. They record what they were asked and answer like the real modules do.
 */
import type { FrameNetwork, ThemePayload } from '@walletport/core/embedded-protocol';
import { AuthApiError } from '../src/frame/api/auth-api-error.js';
import { PassphraseTooShortError, WrongPassphraseError } from '../src/frame/keys/errors.js';
import type {
  ApprovalRequest,
  ApprovalResult,
  ApprovalSummary,
  FrameLoginFlow,
  FrameSession,
  FrameUiPort,
  FrameWallet,
  PassphraseSubmit,
  VerifyOutcome,
} from '../src/frame/ports.js';
import { createRouter, type RouterDeps } from '../src/frame/router.js';

export const HOST_ORIGIN = 'https://app.example.com';
export const PROJECT_ID = 'project-1';
export const CODE = '123456';
export const PASSPHRASE = 'correct horse battery';
export const ADDRESS = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
export const SOLANA_ADDRESS = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv';

export const NETWORKS: FrameNetwork[] = [
  { chainId: 31337, name: 'Devnet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } },
  { chainId: 31338, name: 'Devnet B', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } },
];

export const SESSION: FrameSession = {
  user: { id: 'user-1', email: 'visitor@example.com' },
  keys: { evm: { address: ADDRESS }, solana: { address: SOLANA_ADDRESS } },
};

/** A visitor who logged in with GitHub and has no email. */
export const SOCIAL_SESSION: FrameSession = {
  user: { id: 'user-2', socialProvider: 'github', username: 'octo' },
  keys: { evm: { address: ADDRESS }, solana: { address: SOLANA_ADDRESS } },
};

export const sessionExpired = () => new AuthApiError(401, 'Session expired');

export interface FakeFlow extends FrameLoginFlow {
  calls: unknown[][];
  /** The session restore() finds in "storage". */
  stored: FrameSession | undefined;
  /** What a correct code leads to. */
  outcome: VerifyOutcome;
  /** Throws from the next call of that method. */
  failNext: Partial<Record<keyof FrameLoginFlow, unknown>>;
  /** Another tab made the wallet first: createKey answers 409 and the flow moves to recovery. */
  walletExists: boolean;
}

export function fakeFlow(init: Partial<Pick<FakeFlow, 'stored' | 'outcome'>> = {}): FakeFlow {
  let session: FrameSession | undefined;
  let keyStep: VerifyOutcome | undefined;
  const flow: FakeFlow = {
    calls: [],
    stored: init.stored,
    outcome: init.outcome ?? 'connected',
    failNext: {},
    walletExists: false,
    async sendCode(email, origin) {
      record('sendCode', email, origin);
    },
    async verifyCode(code) {
      record('verifyCode', code);
      if (code !== CODE) throw new AuthApiError(401, 'Invalid code', { attemptsLeft: 4 });
      session = undefined;
      keyStep = flow.outcome === 'connected' ? undefined : flow.outcome;
      if (flow.outcome === 'connected') session = SESSION;
      return flow.outcome;
    },
    async socialProviders() {
      record('socialProviders');
      return ['google', 'github'];
    },
    async startSocial(provider, origin, target) {
      record(
        'startSocial',
        provider,
        origin,
        ...(target === undefined || Object.keys(target).length === 0 ? [] : [target]),
      );
      return `https://idp.example/${provider}/authorize?state=s1`;
    },
    async redeemSocial(result) {
      record('redeemSocial', result);
      session = undefined;
      keyStep = flow.outcome === 'connected' ? undefined : flow.outcome;
      if (flow.outcome === 'connected') session = SOCIAL_SESSION;
      return flow.outcome;
    },
    async openFarcaster(origin) {
      record('openFarcaster', origin);
      return {
        url: 'farcaster://connect?channelToken=c1',
        webUrl: 'https://api.example/embedded/v1/farcaster/connect?channelToken=c1',
        expiresAt: '2026-01-01T00:10:00.000Z',
      };
    },
    async waitForFarcaster() {
      record('waitForFarcaster');
      return 'farcaster-result';
    },
    async createKey(passphrase) {
      record('createKey', passphrase);
      if (keyStep !== 'create-key') throw new Error('No new key is expected now');
      if (passphrase.length < 10) throw new PassphraseTooShortError();
      if (flow.walletExists) {
        keyStep = 'recover-key';
        throw new AuthApiError(409, 'Wallet already exists');
      }
      session = SESSION;
      keyStep = undefined;
    },
    async recoverKey(passphrase) {
      record('recoverKey', passphrase);
      if (keyStep !== 'recover-key') throw new Error('No key recovery is expected now');
      if (passphrase !== PASSPHRASE) throw new WrongPassphraseError();
      session = SESSION;
      keyStep = undefined;
    },
    async restore() {
      record('restore');
      if (flow.stored === undefined) return false;
      session = flow.stored;
      return true;
    },
    current: () => session,
    async signOut() {
      record('signOut');
      session = undefined;
      keyStep = undefined;
      flow.stored = undefined;
    },
    async startEmailUpdate(email) {
      record('startEmailUpdate', email);
    },
    async confirmPrimaryEmailCode(code) {
      record('confirmPrimaryEmailCode', code);
    },
    async confirmSecondaryEmailCode(code) {
      record('confirmSecondaryEmailCode', code);
      return 'new@example.com';
    },
  };
  function record(name: keyof FrameLoginFlow, ...args: unknown[]) {
    flow.calls.push([name, ...args]);
    if (name in flow.failNext) {
      const error = flow.failNext[name];
      delete flow.failNext[name];
      throw error;
    }
  }
  return flow;
}

export interface FakeWallet extends FrameWallet {
  calls: [string, unknown, number][];
}

export function fakeWallet(): FakeWallet {
  const wallet: FakeWallet = {
    address: ADDRESS,
    calls: [],
    async request(method, params, chainId) {
      wallet.calls.push([method, params, chainId]);
      switch (method) {
        case 'eth_chainId':
          return `0x${chainId.toString(16)}`;
        case 'eth_accounts':
          return [ADDRESS];
        case 'personal_sign':
          return '0xsigned';
        case 'eth_sendTransaction':
          throw Object.assign(new Error('insufficient funds'), { code: -32000 });
        default:
          return null;
      }
    },
  };
  return wallet;
}

/** An approval the test decides: it waits until `decide` is called. */
export interface ShownApproval {
  request: ApprovalRequest;
  signal: AbortSignal | undefined;
  decide(decision: 'approve' | 'reject'): Promise<void>;
}

export interface FakeUi extends FrameUiPort {
  approvals: ShownApproval[];
  themes: ThemePayload[];
  /** Passphrases a key step submits, in order, until one is accepted; then 'done'. Empty: 'cancelled'. */
  passphrases: string[];
  /** Inline errors the key steps showed. */
  inlineErrors: string[];
  notices: (string | undefined)[];
  /** The account names the key steps were given for password managers. */
  usernames: (string | undefined)[];
  steps: ('create' | 'enter')[];
  /** With no passphrase queued, a key step stays open until its signal aborts (else it is cancelled at once). */
  holdKeySteps: boolean;
}

export function fakeUi(): FakeUi {
  const ui: FakeUi = {
    approvals: [],
    themes: [],
    passphrases: [],
    inlineErrors: [],
    notices: [],
    usernames: [],
    steps: [],
    holdKeySteps: false,
    createPassphrase: (submit, options) => {
      ui.steps.push('create');
      ui.usernames.push(options?.username);
      return runStep(submit, options?.signal);
    },
    enterPassphrase: (submit, options) => {
      ui.steps.push('enter');
      ui.notices.push(options?.notice);
      ui.usernames.push(options?.username);
      return runStep(submit, options?.signal);
    },
    approve(request, signal) {
      return new Promise<ApprovalResult>((resolve, reject) => {
        let settled = false;
        const settle = (result: () => void) => {
          if (settled) return;
          settled = true;
          result();
        };
        signal?.addEventListener('abort', () => settle(() => resolve({ approved: false })));
        ui.approvals.push({
          request,
          signal,
          async decide(decision) {
            if (decision === 'reject') return settle(() => resolve({ approved: false }));
            settled = true;
            await request.send().then(
              (result) => resolve({ approved: true, result }),
              (error: unknown) => reject(error),
            );
          },
        });
      });
    },
    applyTheme(theme) {
      if (theme.themeVariables['--w3m-accent'] === 'url(x)') throw new Error('Invalid theme variable');
      ui.themes.push(theme);
    },
  };
  async function runStep(submit: PassphraseSubmit, signal?: AbortSignal): Promise<'done' | 'cancelled'> {
    while (ui.passphrases.length > 0) {
      const passphrase = ui.passphrases.shift() as string;
      const problem = await submit(passphrase);
      if (problem === undefined) return 'done';
      ui.inlineErrors.push(problem);
    }
    if (!ui.holdKeySteps || signal === undefined) return 'cancelled';
    return new Promise((resolve) => {
      if (signal.aborted) resolve('cancelled');
      signal.addEventListener('abort', () => resolve('cancelled'), { once: true });
    });
  }
  return ui;
}

export const describeFake = (method: string): ApprovalSummary => ({
  title: method === 'personal_sign' ? 'Sign message' : 'Send transaction',
  rows: [{ label: 'Account', value: ADDRESS }],
  warnings: [],
});

export function setupRouter(overrides: Partial<RouterDeps<FrameSession>> & { flow?: FakeFlow } = {}) {
  const flow = overrides.flow ?? fakeFlow();
  const wallet = fakeWallet();
  const ui = fakeUi();
  const events = { signedOut: 0, reloads: 0 };
  const walletsMade: (readonly FrameNetwork[])[] = [];
  const router = createRouter<FrameSession>({
    flow,
    createWallet: (_session, networks) => {
      walletsMade.push(networks);
      return wallet;
    },
    describeRequest: describeFake,
    ui,
    hostOrigin: HOST_ORIGIN,
    projectId: PROJECT_ID,
    initialChainId: 31337,
    onSignedOut: () => {
      events.signedOut += 1;
    },
    reload: () => {
      events.reloads += 1;
    },
    ...overrides,
  });
  /** Sends one request; resolves with the reply. */
  const send = async (type: string, payload: unknown = {}) =>
    (await router.handle({ type, payload } as Parameters<typeof router.handle>[0])).reply;
  return { router, flow, wallet, ui, events, walletsMade, send };
}

export const DAPP_DATA = {
  metadata: { name: 'Example App', description: 'An app', url: HOST_ORIGIN, icons: [] },
  sdkVersion: '0.1.0',
  projectId: PROJECT_ID,
  networks: NETWORKS,
};

/** Lets queued promise callbacks run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
