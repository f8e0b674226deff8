/**
 * The frame's screen: blank (nothing visible, transparent) until a request needs the visitor, then one
 * view at a time. Whenever a view appears, changes height or goes away, the host hears about it (the
 * protocol's UI event) so it can show the frame at the right size in its modal.
 */
import type { ThemePayload } from '@walletport/core/embedded-protocol';
import type {
  ApprovalRequest,
  ApprovalResult,
  FrameUiPort,
  PassphraseStepOptions,
  PassphraseSubmit,
} from '../ports.js';
import { approvalView } from './approval-view.js';
import { createPassphraseView } from './create-passphrase-view.js';
import { enterPassphraseView } from './enter-passphrase-view.js';
import type { ViewHandle, ViewName } from './parts.js';
import { applyTheme } from './theme.js';

export interface FrameLayout {
  visible: boolean;
  height?: number;
}

export interface FrameUi extends FrameUiPort {
  /** The view on screen, or 'blank'. */
  current(): ViewName | 'blank';
  destroy(): void;
}

export function createFrameUi(options: {
  /** Where views go; emptied when none is shown. */
  root: HTMLElement;
  /** Where theme tokens are set (usually <html>). */
  themeRoot: HTMLElement;
  onLayout(layout: FrameLayout): void;
}): FrameUi {
  const { root } = options;
  let active: ViewHandle | undefined;
  let lastHeight = -1;

  const measure = (): number => Math.ceil(root.getBoundingClientRect().height);
  const report = () => {
    if (active === undefined) return;
    const height = measure();
    if (height === lastHeight) return;
    lastHeight = height;
    options.onLayout({ visible: true, height });
  };
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(report) : undefined;
  observer?.observe(root);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || active === undefined) return;
    event.preventDefault();
    active.escape();
  };
  root.ownerDocument.addEventListener('keydown', onKeyDown);

  const show = (view: ViewHandle) => {
    active = view;
    root.replaceChildren(view.element);
    root.ownerDocument.body.dataset.view = view.name;
    lastHeight = -1;
    report();
    view.focus();
  };
  const hide = (view: ViewHandle) => {
    if (active !== view) return;
    active = undefined;
    root.replaceChildren();
    delete root.ownerDocument.body.dataset.view;
    lastHeight = -1;
    options.onLayout({ visible: false });
  };

  const passphraseStep = (
    build: (handlers: { onDone(): void; onCancel(): void }) => ViewHandle,
    signal?: AbortSignal,
  ): Promise<'done' | 'cancelled'> =>
    new Promise((resolve) => {
      const view = build({
        onDone: () => {
          hide(view);
          resolve('done');
        },
        onCancel: () => {
          hide(view);
          resolve('cancelled');
        },
      });
      if (signal?.aborted === true) {
        resolve('cancelled');
        return;
      }
      signal?.addEventListener(
        'abort',
        () => {
          hide(view);
          resolve('cancelled');
        },
        { once: true },
      );
      show(view);
    });

  return {
    createPassphrase: (submit: PassphraseSubmit, step: PassphraseStepOptions = {}) =>
      passphraseStep(
        (handlers) => createPassphraseView({ submit, username: step.username, ...handlers }),
        step.signal,
      ),
    enterPassphrase: (submit: PassphraseSubmit, step: PassphraseStepOptions = {}) =>
      passphraseStep(
        (handlers) =>
          enterPassphraseView({ submit, username: step.username, notice: step.notice, ...handlers }),
        step.signal,
      ),
    approve: (request: ApprovalRequest, signal?: AbortSignal) =>
      new Promise<ApprovalResult>((resolve, reject) => {
        const view = approvalView({
          request,
          approve: () =>
            request.send().then(
              (result) => {
                hide(view);
                resolve({ approved: true, result });
              },
              (error: unknown) => {
                hide(view);
                reject(error);
              },
            ),
          onReject: () => {
            hide(view);
            resolve({ approved: false });
          },
        });
        if (signal?.aborted === true) {
          resolve({ approved: false });
          return;
        }
        // Esc's rule: closes as a rejection unless the request is already being sent.
        signal?.addEventListener('abort', () => view.escape(), { once: true });
        show(view);
      }),
    applyTheme: (theme: ThemePayload) => applyTheme(options.themeRoot, theme),
    current: () => active?.name ?? 'blank',
    destroy() {
      observer?.disconnect();
      root.ownerDocument.removeEventListener('keydown', onKeyDown);
      if (active !== undefined) hide(active);
    },
  };
}
