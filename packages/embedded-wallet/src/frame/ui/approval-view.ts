/**
 * The approval of a signature or transaction. What the visitor must be able to trust comes first: the
 * requesting site's origin as the browser reported it (the app's name is its own claim, shown beside it),
 * the network, the warnings. Then what is signed: rows, the message text, the typed data. Approve runs
 * the request and shows progress until it settles; Reject and Esc decline.
 */
import type { ApprovalRequest } from '../ports.js';
import { el, uniqueId } from './dom.js';
import { actionButton, actions, type ViewHandle, warningIcon } from './parts.js';
import { typedDataRows } from './typed-data-rows.js';

export const APPROVAL_TEXT = {
  unknownApp: 'Unknown app',
  network: 'Network',
  message: 'Message',
  typedData: 'Data to sign',
  reject: 'Reject',
  approve: 'Approve',
  busy: 'Approving…',
} as const;

const HEX = /^0x[0-9a-fA-F]+$/;

function row(label: string, value: string): HTMLElement {
  return el(
    'div',
    { class: 'wpf-row' },
    el('dt', {}, label),
    el('dd', { class: HEX.test(value) ? 'wpf-mono' : undefined }, value),
  );
}

function appCard(name: string | undefined, origin: string): HTMLElement {
  const shown = name ?? APPROVAL_TEXT.unknownApp;
  // The first letter or digit: a name that starts with punctuation still gets a readable badge.
  const initial = /[\p{L}\p{N}]/u.exec(shown)?.[0]?.toUpperCase() ?? '?';
  return el(
    'div',
    { class: 'wpf-app' },
    el('span', { class: 'wpf-avatar', 'aria-hidden': 'true' }, initial),
    el(
      'div',
      { class: 'wpf-app-text' },
      el('p', { class: 'wpf-app-name' }, shown),
      el('p', { class: 'wpf-app-origin' }, origin),
    ),
  );
}

function block(title: string, content: HTMLElement): HTMLElement {
  const titleId = uniqueId('block');
  content.setAttribute('aria-labelledby', titleId);
  // Scrollable regions must be reachable by keyboard to be scrolled without a pointer.
  content.setAttribute('tabindex', '0');
  return el(
    'section',
    { class: 'wpf-block' },
    el('h2', { id: titleId, class: 'wpf-block-title' }, title),
    content,
  );
}

/**
 * Marks the message and typed-data boxes whose content is taller than they are, until scrolled to the
 * end: the style shades their lower edge, so the visitor sees there is more to read before approving.
 */
function markOverflow(view: HTMLElement): void {
  for (const box of view.querySelectorAll<HTMLElement>('.wpf-message, .wpf-typed')) {
    const update = () =>
      box.toggleAttribute('data-more', box.scrollTop + box.clientHeight < box.scrollHeight - 2);
    update();
    box.addEventListener('scroll', update, { passive: true });
  }
}

export function approvalView(options: {
  request: ApprovalRequest;
  /** Runs the request; the view stays busy until it settles. */
  approve(): Promise<void>;
  onReject(): void;
}): ViewHandle {
  const { summary, appName, appOrigin, network } = options.request;
  const titleId = uniqueId('title');
  const reject = actionButton(APPROVAL_TEXT.reject, 'secondary');
  const approve = actionButton(APPROVAL_TEXT.approve, 'primary');
  let busy = false;

  const rows = el('dl', { class: 'wpf-rows' });
  // The describer usually lists the network itself; it is added here only when it did not.
  if (network !== undefined && !summary.rows.some((item) => item.label === APPROVAL_TEXT.network)) {
    rows.append(row(APPROVAL_TEXT.network, network.name));
  }
  for (const item of summary.rows) rows.append(row(item.label, item.value));

  const warnings =
    summary.warnings.length === 0
      ? undefined
      : el(
          'ul',
          { class: 'wpf-warnings' },
          ...summary.warnings.map((text) =>
            el('li', { class: 'wpf-warning' }, warningIcon(), el('span', {}, text)),
          ),
        );

  const title = el('h1', { id: titleId, class: 'wpf-title wpf-title-left', tabindex: -1 }, summary.title);
  const element = el(
    'section',
    { class: 'wpf-view wpf-approval', 'aria-labelledby': titleId },
    title,
    appCard(appName, appOrigin),
    warnings,
    rows.childElementCount > 0 ? rows : undefined,
    summary.message === undefined
      ? undefined
      : block(APPROVAL_TEXT.message, el('pre', { class: 'wpf-message' }, summary.message)),
    summary.typedData === undefined
      ? undefined
      : block(APPROVAL_TEXT.typedData, typedDataRows(summary.typedData)),
    actions(reject, approve),
  );

  reject.element.addEventListener('click', () => {
    if (!busy) options.onReject();
  });
  approve.element.addEventListener('click', () => {
    if (busy) return;
    busy = true;
    reject.element.disabled = true;
    approve.setBusy(true, APPROVAL_TEXT.busy);
    void options.approve();
  });

  return {
    name: 'approval',
    element,
    focus: () => {
      markOverflow(element);
      // The title, not Approve: a stray Enter must not approve anything.
      title.focus();
    },
    escape: () => {
      if (!busy) options.onReject();
    },
  };
}
