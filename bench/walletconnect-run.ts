/**
 * One WalletConnect session on the local stack, driven like a visitor: the demo in a fresh browser
 * context, the dev wallet's WalletConnect page in another (the wallet is another device, and a page of
 * its own context is not a background tab, which Chromium hardly renders). Connect Wallet → WalletConnect
 * → QR code; its link pasted into the wallet page, Pair, Approve → the demo shows the account; then a
 * personal_sign from the demo → the card on the wallet page → Approve → the signature in the demo.
 * Every time is taken in the pages by walletconnect-probe.ts.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { connectButton, modal } from '../e2e/support/demo.js';
import {
  DEMO_DAPP,
  openWalletPage,
  walletCard,
  type WalletConnectPages,
} from '../e2e/support/walletconnect.js';
import {
  exactText,
  type ProbeMark,
  type ProbeMarks,
  type ProbeSocket,
  WALLET_CONNECT_PROBE,
} from './walletconnect-probe.js';

/** The QR view's code itself (svg or canvas), not its placeholder (which is aria-hidden, without role img). */
export const QR_SELECTOR = '[role="img"][aria-label="QR code to connect a wallet"] :is(svg, canvas)';
/** The header's account button (its label names the account), as e2e/support/demo.ts's accountButton. */
const ACCOUNT_SELECTOR = 'button[aria-label^="Account "]';
/** apps/demo's SignMessagePanel shows the signature in an output labelled "Signature". */
const SIGNATURE_SELECTOR = 'output[aria-label="Signature"]';
const STEP_TIMEOUT_MS = 20_000;
/** The network counts as settled after this long without a request in flight. */
const QUIET_MS = 500;
const SETTLE_MAX_MS = 8_000;

/** When a script was requested: page load, modal open, after the WalletConnect click, after the QR. */
export type Phase = 'load' | 'modal' | 'walletconnect' | 'session';

export interface ScriptResponse {
  path: string;
  phase: Phase;
  /** Body bytes as served (the stack's server sends them uncompressed). */
  bytes: number;
  gzip: number;
}

export interface WalletConnectRun {
  /** pointerdown on "WalletConnect" → the QR code visible, and the next animation frame. */
  clickToQr: number | null;
  clickToQrFrame: number | null;
  /** Within click → QR: the last script requested after the click arrived (Resource Timing, network). */
  clickToScripts: number | null;
  /** Within click → QR: the first WebSocket created after the click (the relay) was created, and opened. */
  clickToSocketCreated: number | null;
  clickToSocketOpen: number | null;
  /** pointerdown on the proposal's Approve (wallet page) → the demo's account button visible. */
  approveToAccount: number | null;
  approveToAccountFrame: number | null;
  /** pointerdown on "Sign message" (demo) → the request's card visible on the wallet page. */
  requestToWallet: number | null;
  requestToWalletFrame: number | null;
  /** pointerdown on the request's Approve (wallet page) → the signature visible in the demo. */
  approveToSignature: number | null;
  scripts: ScriptResponse[];
  /** WebSockets the demo opened (origin and path), by phase. */
  sockets: { url: string; phase: Phase }[];
  /** Requests to hosts other than 127.0.0.1 (they fail at once, see browser.ts's host-resolver rule). */
  foreignRequests: string[];
  pageErrors: string[];
  notes: string[];
}

/** Requests in flight on a page, so a step can wait for the network to go quiet. */
function trackNetwork(page: Page): () => Promise<void> {
  let inFlight = 0;
  let lastChange = performance.now();
  const change = (delta: number) => {
    inFlight += delta;
    lastChange = performance.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return async () => {
    const started = performance.now();
    while (performance.now() - started < SETTLE_MAX_MS) {
      if (inFlight <= 0 && performance.now() - lastChange >= QUIET_MS) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}

const marksOf = async (page: Page) => (await page.evaluate('window.__wpWc.marks')) as ProbeMarks;

function waitMark(page: Page, name: string): Promise<unknown> {
  return page.waitForFunction(`window.__wpWc.marks[${JSON.stringify(name)}]?.frame != null`, undefined, {
    timeout: STEP_TIMEOUT_MS,
  });
}

function between(start: ProbeMark | undefined, end: ProbeMark | undefined, frame = false): number | null {
  if (start === undefined || end === undefined) return null;
  const stop = frame ? end.frame : end.at;
  return stop === null ? null : stop - start.at;
}

async function newProbedPage(context: BrowserContext, label: string, errors: string[]): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(`[${label}] ${error.message}`));
  await page.addInitScript({ content: WALLET_CONNECT_PROBE });
  return page;
}

export interface FlowOptions {
  demoOrigin: string;
  walletPageUrl: string;
}

export async function runWalletConnectFlow(
  browser: Browser,
  options: FlowOptions,
): Promise<WalletConnectRun> {
  const viewport = { width: 1280, height: 900 };
  const walletContext = await browser.newContext({ viewport });
  const demoContext = await browser.newContext({ viewport });
  const pageErrors: string[] = [];
  const notes: string[] = [];
  const scripts: Promise<ScriptResponse | null>[] = [];
  const sockets: WalletConnectRun['sockets'] = [];
  const foreignRequests: string[] = [];
  let phase: Phase = 'load';
  try {
    // "Copy link" puts the pairing URI on the clipboard, where the e2e suite reads it too.
    await demoContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: options.demoOrigin });
    const wallet = await newProbedPage(walletContext, 'wallet page', pageErrors);
    const demo = await newProbedPage(demoContext, 'demo', pageErrors);
    const settle = trackNetwork(demo);
    for (const page of [demo, wallet]) {
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.hostname !== '127.0.0.1') foreignRequests.push(request.url());
      });
    }
    demo.on('request', (request) => {
      const requestPhase = phase;
      const url = new URL(request.url());
      if (url.origin !== options.demoOrigin || request.resourceType() !== 'script') return;
      scripts.push(
        request
          .response()
          .then((response) => response?.body() ?? null)
          .then((body) =>
            body === null
              ? null
              : {
                  path: url.pathname,
                  phase: requestPhase,
                  bytes: body.byteLength,
                  gzip: gzipSync(body, { level: 9 }).byteLength,
                },
          )
          .catch(() => null),
      );
    });
    demo.on('websocket', (socket) => {
      const url = new URL(socket.url());
      sockets.push({ url: `${url.origin}${url.pathname}`, phase });
    });

    // The wallet is up (its client connected) before the demo starts, so no figure waits for it.
    const pages: WalletConnectPages = {
      browser,
      context: demoContext,
      demo,
      wallet,
      walletPageUrl: options.walletPageUrl,
    };
    await openWalletPage(pages);
    await demo.goto(`${options.demoOrigin}/`, { waitUntil: 'load' });
    await demo
      .getByRole('heading', { name: 'Walletport demo', level: 1 })
      .waitFor({ timeout: STEP_TIMEOUT_MS });
    await settle();
    for (const [label, page] of [
      ['demo', demo],
      ['wallet page', wallet],
    ] as const) {
      if ((await page.evaluate('document.visibilityState')) !== 'visible')
        notes.push(`the ${label} was hidden`);
    }

    phase = 'modal';
    await connectButton(demo).click();
    const entry = modal(demo).getByRole('button', { name: 'WalletConnect', exact: true });
    await entry.waitFor({ timeout: STEP_TIMEOUT_MS });
    // A visitor reads the list before choosing: whatever the open prepares while idle has had its time.
    await settle();

    phase = 'walletconnect';
    await demo.evaluate(
      `window.__wpWc.armPointer('wcClick'); window.__wpWc.watch('qr', ${JSON.stringify(QR_SELECTOR)})`,
    );
    await entry.click();
    await waitMark(demo, 'qr');
    await settle();
    const clickMark = (await marksOf(demo)).wcClick;
    const clickAt = clickMark?.at ?? Number.NaN;
    const scriptsArrived = (await demo.evaluate(`window.__wpWc.scriptsArrivedSince(${clickAt})`)) as
      | number
      | null;
    const relay = ((await demo.evaluate('window.__wpWc.sockets')) as ProbeSocket[]).find(
      (socket) => socket.createdAt >= clickAt,
    );
    const sinceClick = (at: number | null | undefined) =>
      at === null || at === undefined || clickMark === undefined ? null : at - clickAt;

    phase = 'session';
    await modal(demo).getByRole('button', { name: 'Copy link' }).click();
    await modal(demo).getByText('Link copied').waitFor({ timeout: STEP_TIMEOUT_MS });
    const uri = (await demo.evaluate('navigator.clipboard.readText()')) as string;
    if (!uri.startsWith('wc:')) throw new Error(`the copied link is no pairing URI: ${uri}`);
    await wallet.getByRole('textbox', { name: 'Pairing URI' }).fill(uri);
    await wallet.getByRole('button', { name: 'Pair' }).click();
    const approveSession = walletCard(wallet, 'Connect').getByRole('button', { name: 'Approve' });
    await approveSession.waitFor({ timeout: STEP_TIMEOUT_MS });
    await wallet.evaluate(`window.__wpWc.armPointer('approve')`);
    await demo.evaluate(`window.__wpWc.watch('account', ${JSON.stringify(ACCOUNT_SELECTOR)})`);
    await approveSession.click();
    await waitMark(demo, 'account');

    const cardTitle = `Sign message · ${DEMO_DAPP}`;
    await demo.evaluate(`window.__wpWc.armPointer('sign')`);
    await wallet.evaluate(`window.__wpWc.watch('request', 'li h3', ${JSON.stringify(exactText(cardTitle))})`);
    // The click waits until the button is enabled (the demo connected); the pointerdown comes after.
    await demo.getByRole('button', { name: 'Sign message' }).click({ timeout: STEP_TIMEOUT_MS });
    await waitMark(wallet, 'request');
    await wallet.evaluate(`window.__wpWc.armPointer('approveRequest')`);
    await demo.evaluate(
      `window.__wpWc.watch('signature', ${JSON.stringify(SIGNATURE_SELECTOR)}, '^0x[0-9a-f]{130}$')`,
    );
    await walletCard(wallet, cardTitle).getByRole('button', { name: 'Approve' }).click();
    await waitMark(demo, 'signature');

    const demoMarks = await marksOf(demo);
    const walletMarks = await marksOf(wallet);
    for (const [name, mark] of Object.entries({ ...demoMarks, ...walletMarks })) {
      if (mark.alreadyThere) notes.push(`${name} was already on screen when its watch started`);
    }
    return {
      clickToQr: between(demoMarks.wcClick, demoMarks.qr),
      clickToQrFrame: between(demoMarks.wcClick, demoMarks.qr, true),
      clickToScripts: sinceClick(scriptsArrived),
      clickToSocketCreated: sinceClick(relay?.createdAt),
      clickToSocketOpen: sinceClick(relay?.openAt),
      approveToAccount: between(walletMarks.approve, demoMarks.account),
      approveToAccountFrame: between(walletMarks.approve, demoMarks.account, true),
      requestToWallet: between(demoMarks.sign, walletMarks.request),
      requestToWalletFrame: between(demoMarks.sign, walletMarks.request, true),
      approveToSignature: between(walletMarks.approveRequest, demoMarks.signature),
      scripts: (await Promise.all(scripts)).filter((entry): entry is ScriptResponse => entry !== null),
      sockets,
      foreignRequests,
      pageErrors,
      notes,
    };
  } finally {
    await demoContext.close();
    await walletContext.close();
  }
}
