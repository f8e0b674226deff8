/**
 * Puts the frame together: pins the host, starts listening (READY goes out at once, so the host never
 * waits on the frame's own start-up), then reads the configuration and checks the host's origin while the
 * first requests wait. A configuration problem or a host that is not allowed gets the same error for
 * every request, so the host can tell the developer what is wrong.
 */
import type { AppRequestMessage } from '@walletport/core/embedded-protocol';
import { type FrameConfig, loadFrameConfig, loggerEnabled } from './config.js';
import { toErrorPayload } from './errors.js';
import { type AllowedOriginCheck, createAllowedOriginCheck } from './host-origin.js';
import { createLogger, createMessenger, type Messenger, pinParentOrigin } from './messenger.js';
import type { DescribeRequest, FrameLoginFlow, FrameSession, FrameUiPort, WalletFactory } from './ports.js';
import { createRouter, type RoutedReply, type Router } from './router.js';

export interface FrameAppOptions<S extends FrameSession> {
  window: Window;
  fetch: typeof globalThis.fetch;
  /** The frame app's own version, sent with READY. */
  version: string;
  /** The UI; `onLayout` is where it reports that it needs to be seen (sent to the host as UI). */
  createUi(onLayout: (layout: { visible: boolean; height?: number }) => void): FrameUiPort;
  createFlow(config: FrameConfig): FrameLoginFlow<S>;
  createWalletFactory(config: FrameConfig): WalletFactory<S>;
  describeRequest: DescribeRequest;
}

export interface FrameApp {
  messenger: Messenger;
  /** Settles once the configuration is read (with the problem, if any). */
  ready: Promise<unknown>;
  stop(): void;
}

type Started = { problem: string } | { router: Router; originCheck: AllowedOriginCheck };

export function startFrameApp<S extends FrameSession>(options: FrameAppOptions<S>): FrameApp {
  const win = options.window;
  const logger = createLogger(loggerEnabled(win.location.search));
  const parentOrigin =
    win.parent === win
      ? undefined
      : pinParentOrigin({ ancestorOrigins: win.location.ancestorOrigins, referrer: win.document.referrer });
  if (parentOrigin === undefined) logger.debug('no host origin: the frame answers nothing');
  const messenger = createMessenger({ self: win, parent: win.parent, parentOrigin, logger });
  const ui = options.createUi((layout) => messenger.emit('UI', layout));

  const ready: Promise<Started> = (async () => {
    const config = await loadFrameConfig({
      search: win.location.search,
      configUrl: new URL('/config.json', win.location.href).href,
      fetch: options.fetch,
    });
    if (!config.ok) {
      logger.debug('configuration refused', config.problem);
      return { problem: config.problem };
    }
    if (parentOrigin === undefined) return { problem: 'Unknown host origin' };
    return startRouter(config.value, parentOrigin);
  })().catch((error: unknown) => {
    logger.debug('start-up failed', error);
    return { problem: `The wallet could not start: ${toErrorPayload(error).message}` };
  });

  function startRouter(config: FrameConfig, hostOrigin: string): Started {
    const router = createRouter<S>({
      flow: options.createFlow(config),
      createWallet: options.createWalletFactory(config),
      describeRequest: options.describeRequest,
      ui,
      hostOrigin,
      projectId: config.projectId,
      initialChainId: config.chainId,
      onSignedOut: () => messenger.emit('SIGNED_OUT', {}),
      reload: () => win.location.reload(),
    });
    const originCheck = createAllowedOriginCheck({
      apiUrl: config.apiUrl,
      projectId: config.projectId,
      origin: hostOrigin,
      fetch: options.fetch,
    });
    return { router, originCheck };
  }

  const answer = async (request: AppRequestMessage): Promise<RoutedReply> => {
    const started = await ready;
    if ('problem' in started) return { reply: { ok: false, error: { message: started.problem } } };
    const verdict = await started.originCheck.check();
    if (!verdict.allowed) return { reply: { ok: false, error: { message: verdict.message } } };
    return started.router.handle(request);
  };

  const dispatch = async (request: AppRequestMessage): Promise<void> => {
    // Every request gets exactly one answer, even if something below fails in a way nobody planned for.
    const { reply, afterReply } = await answer(request).catch(
      (error: unknown): RoutedReply => ({ reply: { ok: false, error: toErrorPayload(error) } }),
    );
    messenger.reply(request, reply);
    afterReply?.();
  };

  messenger.start({ version: options.version, onRequest: (request) => void dispatch(request) });
  return { messenger, ready, stop: () => messenger.stop() };
}
