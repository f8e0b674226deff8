/** A labelled password input with a show/hide toggle, used by both passphrase views. */
import { el, ICONS, icon, uniqueId } from './dom.js';

export interface PassphraseField {
  element: HTMLElement;
  input: HTMLInputElement;
  setInvalid(invalid: boolean): void;
  setDisabled(disabled: boolean): void;
}

export function passphraseField(options: {
  label: string;
  /** 'new-password' when choosing one (password managers offer to save it), else 'current-password'. */
  autocomplete: 'new-password' | 'current-password';
  /** Ids of texts that describe the field (hint, error). */
  describedBy?: string;
}): PassphraseField {
  const id = uniqueId('passphrase');
  const input = el('input', {
    id,
    class: 'wpf-input',
    type: 'password',
    name: id,
    autocomplete: options.autocomplete,
    autocapitalize: 'off',
    autocorrect: 'off',
    spellcheck: 'false',
    required: true,
    'aria-describedby': options.describedBy,
  });
  const toggle = el('button', {
    type: 'button',
    class: 'wpf-reveal',
    'aria-controls': id,
    'aria-pressed': 'false',
    'aria-label': `Show ${options.label.toLowerCase()}`,
  });
  const render = (shown: boolean) => {
    input.type = shown ? 'text' : 'password';
    toggle.setAttribute('aria-pressed', String(shown));
    toggle.setAttribute('aria-label', `${shown ? 'Hide' : 'Show'} ${options.label.toLowerCase()}`);
    toggle.replaceChildren(icon(shown ? ICONS.eyeOff : ICONS.eye));
  };
  render(false);
  toggle.addEventListener('click', () => render(input.type === 'password'));

  const element = el(
    'div',
    { class: 'wpf-field' },
    el('label', { class: 'wpf-label', for: id }, options.label),
    el('div', { class: 'wpf-input-wrap' }, input, toggle),
  );
  return {
    element,
    input,
    setInvalid(invalid) {
      if (invalid) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    },
    setDisabled(disabled) {
      input.disabled = disabled;
      toggle.disabled = disabled;
    },
  };
}

/**
 * The account name beside a password field, hidden: password managers file the passphrase under it
 * (and Chrome asks for one on every password form).
 */
export function usernameField(username: string | undefined): HTMLInputElement {
  return el('input', {
    type: 'text',
    name: 'username',
    autocomplete: 'username',
    value: username ?? '',
    hidden: true,
    readonly: true,
    tabindex: -1,
    'aria-hidden': 'true',
  });
}
