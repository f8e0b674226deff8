/**
 * "Protect your wallet": the first login chooses the recovery passphrase that seals the recovery share.
 * It is the only way back into the wallet on a new device, and nobody holds a copy, so the view says so
 * plainly and asks for it twice.
 */
import type { PassphraseSubmit } from '../ports.js';
import { el, ICONS, setText, uniqueId } from './dom.js';
import { passphraseField, usernameField } from './passphrase-field.js';
import { passphraseStrength, STRENGTH_TEXT } from './passphrase-strength.js';
import { bindPassphraseForm } from './passphrase-form.js';
import { actionButton, actions, errorLine, heroIcon, type ViewHandle } from './parts.js';

export const CREATE_PASSPHRASE_TEXT = {
  title: 'Protect your wallet',
  lead: 'Choose a recovery passphrase. You will need it to use this wallet on a new device.',
  warning:
    'No one can recover it for you: not this app, not Walletport. Keep it somewhere safe, like a password manager.',
  first: 'Recovery passphrase',
  second: 'Repeat passphrase',
  mismatch: 'The passphrases do not match',
  submit: 'Create wallet',
  busy: 'Creating…',
  cancel: 'Cancel',
} as const;

export function createPassphraseView(options: {
  submit: PassphraseSubmit;
  /** The account's email, for password managers. */
  username?: string | undefined;
  onDone(): void;
  onCancel(): void;
}): ViewHandle {
  const titleId = uniqueId('title');
  const hintId = uniqueId('hint');
  const error = errorLine();
  const hint = el('p', { id: hintId, class: 'wpf-strength-text', 'aria-live': 'polite' });
  const meter = el(
    'div',
    { class: 'wpf-strength-bar', 'aria-hidden': 'true' },
    el('span'),
    el('span'),
    el('span'),
  );
  const strength = el('div', { class: 'wpf-strength', 'data-level': 'empty' }, meter, hint);
  const first = passphraseField({
    label: CREATE_PASSPHRASE_TEXT.first,
    autocomplete: 'new-password',
    describedBy: `${hintId} ${error.id}`,
  });
  const second = passphraseField({
    label: CREATE_PASSPHRASE_TEXT.second,
    autocomplete: 'new-password',
    describedBy: error.id,
  });
  const submit = actionButton(CREATE_PASSPHRASE_TEXT.submit, 'primary', 'submit');
  const cancel = actionButton(CREATE_PASSPHRASE_TEXT.cancel, 'secondary');

  const showStrength = () => {
    const value = first.input.value;
    const level = value === '' ? 'empty' : passphraseStrength(value);
    strength.dataset.level = level;
    setText(hint, level === 'empty' ? STRENGTH_TEXT['too-short'] : STRENGTH_TEXT[level]);
  };
  showStrength();

  const fail = (text: string, field: typeof first) => {
    error.show(text);
    field.setInvalid(true);
    field.input.focus();
  };

  const form = el(
    'form',
    { class: 'wpf-view', 'aria-labelledby': titleId, novalidate: true },
    heroIcon(ICONS.shield),
    el('h1', { id: titleId, class: 'wpf-title' }, CREATE_PASSPHRASE_TEXT.title),
    el('p', { class: 'wpf-lead' }, CREATE_PASSPHRASE_TEXT.lead),
    el('p', { class: 'wpf-callout' }, CREATE_PASSPHRASE_TEXT.warning),
    usernameField(options.username),
    first.element,
    strength,
    second.element,
    error.element,
    actions(cancel, submit),
  );

  first.input.addEventListener('input', () => {
    showStrength();
    first.setInvalid(false);
    error.clear();
  });
  second.input.addEventListener('input', () => {
    second.setInvalid(false);
    error.clear();
  });
  const passphraseForm = bindPassphraseForm({
    form,
    fields: [first, second],
    submitButton: submit,
    busyText: CREATE_PASSPHRASE_TEXT.busy,
    cancel,
    error,
    check: () => {
      const passphrase = first.input.value;
      if (passphraseStrength(passphrase) === 'too-short') return void fail(STRENGTH_TEXT['too-short'], first);
      if (second.input.value !== passphrase) return void fail(CREATE_PASSPHRASE_TEXT.mismatch, second);
      return passphrase;
    },
    fail: (text) => fail(text, first),
    submit: options.submit,
    onDone: options.onDone,
    onCancel: options.onCancel,
  });

  return {
    name: 'create-passphrase',
    element: form,
    focus: () => first.input.focus(),
    escape: () => passphraseForm.escape(),
  };
}
