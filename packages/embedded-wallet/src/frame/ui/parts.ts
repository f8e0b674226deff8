/** Pieces every view uses: the view contract, buttons with a busy state, the error line, the header icon. */
import { el, ICONS, icon, setText, uniqueId } from './dom.js';

export type ViewName = 'create-passphrase' | 'enter-passphrase' | 'approval';

/** A view on screen: its root element, where focus starts, and what Esc does. */
export interface ViewHandle {
  name: ViewName;
  element: HTMLElement;
  focus(): void;
  escape(): void;
}

export interface ActionButton {
  element: HTMLButtonElement;
  /** Shows a spinner and `busyLabel` (announced) and disables the button; false restores it. */
  setBusy(busy: boolean, busyLabel?: string): void;
}

export function actionButton(
  label: string,
  variant: 'primary' | 'secondary',
  type: 'button' | 'submit' = 'button',
): ActionButton {
  const text = el('span', { class: 'wpf-button-label' }, label);
  const element = el('button', { type, class: `wpf-button wpf-button-${variant}` }, text);
  return {
    element,
    setBusy(busy, busyLabel = label) {
      element.disabled = busy;
      element.toggleAttribute('aria-busy', busy);
      setText(text, busy ? busyLabel : label);
      element.querySelector('.wpf-spinner')?.remove();
      if (busy) element.prepend(el('span', { class: 'wpf-spinner', 'aria-hidden': 'true' }));
    },
  };
}

export interface ErrorLine {
  element: HTMLElement;
  id: string;
  show(text: string): void;
  clear(): void;
}

/** The view's error text: announced when it changes (aria-live), hidden while empty. */
export function errorLine(): ErrorLine {
  const id = uniqueId('error');
  const element = el('p', { id, class: 'wpf-error', 'aria-live': 'assertive' });
  return {
    element,
    id,
    show: (text) => setText(element, text),
    clear: () => setText(element, ''),
  };
}

/** The round badge above a key step's title. */
export function heroIcon(paths: readonly string[]): HTMLElement {
  return el('div', { class: 'wpf-hero', 'aria-hidden': 'true' }, icon(paths, 'wpf-hero-icon'));
}

export function warningIcon(): SVGSVGElement {
  return icon(ICONS.warning, 'wpf-icon wpf-warning-icon');
}

export function actions(...buttons: ActionButton[]): HTMLElement {
  return el('div', { class: 'wpf-actions' }, ...buttons.map((button) => button.element));
}
