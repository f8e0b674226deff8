// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApprovalRequest, ApprovalResult, ApprovalSummary } from '../src/frame/ports.js';
import { createFrameUi, type FrameLayout, type FrameUi } from '../src/frame/ui/frame-ui.js';
import { passphraseStrength } from '../src/frame/ui/passphrase-strength.js';
import { flush, HOST_ORIGIN } from './frame-fakes.js';

const HOSTILE = '<img src=x onerror="window.__pwned=1">';

let ui: FrameUi;
let root: HTMLElement;
let layouts: FrameLayout[];

beforeEach(() => {
  document.body.replaceChildren();
  root = document.createElement('main');
  document.body.append(root);
  layouts = [];
  ui = createFrameUi({
    root,
    themeRoot: document.documentElement,
    onLayout: (layout) => layouts.push(layout),
  });
});
afterEach(() => ui.destroy());

const $ = <T extends Element = HTMLElement>(selector: string) => root.querySelector(selector) as T;
const $$ = (selector: string) => [...root.querySelectorAll(selector)];
/** The passphrase fields (the hidden username field is not one). */
const inputs = () => $$('input.wpf-input') as HTMLInputElement[];
const type = (input: HTMLInputElement, value: string) => {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};
const submit = () => ($('form') as HTMLFormElement).requestSubmit();
const button = (label: string) =>
  ($$('button') as HTMLButtonElement[]).find(
    (item) => item.textContent?.trim() === label,
  ) as HTMLButtonElement;
const pressEscape = () =>
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));

describe('create-passphrase view', () => {
  it('explains the passphrase and labels both fields', () => {
    void ui.createPassphrase(async () => undefined);
    expect($('h1').textContent).toBe('Protect your wallet');
    expect(root.textContent).toContain('new device');
    expect(root.textContent).toContain('No one can recover it for you');
    for (const input of inputs()) {
      expect(input.type).toBe('password');
      expect(root.querySelector(`label[for="${input.id}"]`)).not.toBeNull();
      expect(input.autocomplete).toBe('new-password');
    }
    expect(ui.current()).toBe('create-passphrase');
  });

  it('refuses a short passphrase and a mismatch inline, without submitting', async () => {
    const submitted: string[] = [];
    void ui.createPassphrase(async (passphrase) => {
      submitted.push(passphrase);
      return undefined;
    });
    const [first, second] = inputs() as [HTMLInputElement, HTMLInputElement];
    type(first, 'short');
    type(second, 'short');
    submit();
    expect($('.wpf-error').textContent).toBe('Use at least 10 characters');
    expect($('.wpf-error').getAttribute('aria-live')).toBe('assertive');
    expect(first.getAttribute('aria-invalid')).toBe('true');
    type(first, 'long enough passphrase');
    expect($('.wpf-error').textContent).toBe('');
    type(second, 'long enough passphrasE');
    submit();
    expect($('.wpf-error').textContent).toBe('The passphrases do not match');
    expect(second.getAttribute('aria-invalid')).toBe('true');
    expect(submitted).toEqual([]);
  });

  it('submits a valid passphrase, shows progress, and closes when done', async () => {
    let finish: (value: string | undefined) => void = () => {};
    const step = ui.createPassphrase(() => new Promise((resolve) => (finish = resolve)));
    const [first, second] = inputs() as [HTMLInputElement, HTMLInputElement];
    type(first, 'correct horse battery');
    type(second, 'correct horse battery');
    submit();
    const create = $('button[type="submit"]') as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    expect(create.hasAttribute('aria-busy')).toBe(true);
    expect(create.querySelector('.wpf-spinner')).not.toBeNull();
    expect(first.disabled).toBe(true);
    finish(undefined);
    expect(await step).toBe('done');
    expect(root.childElementCount).toBe(0);
    expect(layouts.at(-1)).toEqual({ visible: false });
  });

  it("shows the flow's error inline and lets the visitor try again", async () => {
    const answers: (string | undefined)[] = ['Could not reach the server', undefined];
    const step = ui.createPassphrase(async () => answers.shift());
    const [first, second] = inputs() as [HTMLInputElement, HTMLInputElement];
    type(first, 'correct horse battery');
    type(second, 'correct horse battery');
    submit();
    await flush();
    expect($('.wpf-error').textContent).toBe('Could not reach the server');
    expect(first.disabled).toBe(false);
    submit();
    expect(await step).toBe('done');
  });

  it('shows how strong the passphrase is while typing', () => {
    void ui.createPassphrase(async () => undefined);
    const [first] = inputs() as [HTMLInputElement];
    const strength = $('.wpf-strength');
    expect(strength.dataset.level).toBe('empty');
    type(first, 'abc');
    expect(strength.dataset.level).toBe('too-short');
    type(first, 'correct horse battery staple');
    expect(strength.dataset.level).toBe('strong');
    expect($('.wpf-strength-text').textContent).toBe('Strong passphrase');
  });

  it('show/hide toggles the field between hidden and plain text', () => {
    void ui.createPassphrase(async () => undefined);
    const [first] = inputs() as [HTMLInputElement];
    const toggle = $$('.wpf-reveal')[0] as HTMLButtonElement;
    expect(toggle.getAttribute('aria-label')).toBe('Show recovery passphrase');
    toggle.click();
    expect(first.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Hide recovery passphrase');
    toggle.click();
    expect(first.type).toBe('password');
  });

  it('Cancel and Esc cancel', async () => {
    const cancelled = ui.createPassphrase(async () => undefined);
    button('Cancel').click();
    expect(await cancelled).toBe('cancelled');
    const escaped = ui.createPassphrase(async () => undefined);
    pressEscape();
    expect(await escaped).toBe('cancelled');
  });
});

describe('enter-passphrase view', () => {
  it("says 'Wrong passphrase' inline and keeps the view", async () => {
    const answers: (string | undefined)[] = ['Wrong passphrase', undefined];
    const step = ui.enterPassphrase(async () => answers.shift());
    expect($('h1').textContent).toBe('Enter your recovery passphrase');
    const [field] = inputs() as [HTMLInputElement];
    expect(field.autocomplete).toBe('current-password');
    submit();
    expect($('.wpf-error').textContent).toBe('Enter your recovery passphrase');
    type(field, 'not it at all');
    submit();
    await flush();
    expect($('.wpf-error').textContent).toBe('Wrong passphrase');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(ui.current()).toBe('enter-passphrase');
    type(field, 'correct horse battery');
    submit();
    expect(await step).toBe('done');
    expect(ui.current()).toBe('blank');
  });

  it('offers the account name to password managers in a hidden username field', () => {
    void ui.enterPassphrase(async () => undefined, { username: 'visitor@example.com' });
    const username = $('input[autocomplete="username"]') as HTMLInputElement;
    expect(username.value).toBe('visitor@example.com');
    expect(username.hidden).toBe(true);
  });

  it('shows a notice in place of the usual explanation', () => {
    void ui.enterPassphrase(async () => undefined, { notice: 'This account already has a wallet.' });
    expect($('.wpf-lead').textContent).toBe('This account already has a wallet.');
  });
});

const SUMMARY: ApprovalSummary = {
  title: 'Sign typed data',
  rows: [
    { label: 'Network', value: 'Devnet' },
    { label: 'Account', value: '0x90F79bf6EB2c4f870365E785982E1f101E93b906' },
  ],
  typedData: {
    primaryType: 'Mail',
    domain: [{ label: 'name', value: 'Ether Mail' }],
    message: [
      { label: 'from', rows: [{ label: 'name', value: 'Cow' }] },
      { label: 'contents', value: 'Hello, Bob!' },
    ],
  },
  warnings: ['The signature is for chain 1, not Devnet'],
};

function approval(overrides: Partial<ApprovalRequest> = {}): ApprovalRequest {
  return {
    summary: SUMMARY,
    appName: 'Example App',
    appOrigin: HOST_ORIGIN,
    network: { name: 'Devnet', chainId: 31337 },
    send: async () => '0xsigned',
    ...overrides,
  };
}

describe('approval view', () => {
  it('shows the title, app name and origin, rows, typed data as nested rows, and warnings', () => {
    void ui.approve(approval());
    expect($('h1').textContent).toBe('Sign typed data');
    expect($('.wpf-app-name').textContent).toBe('Example App');
    expect($('.wpf-app-origin').textContent).toBe(HOST_ORIGIN);
    const rows = $$('.wpf-rows .wpf-row').map((row) => row.textContent);
    expect(rows).toEqual(['NetworkDevnet', 'Account0x90F79bf6EB2c4f870365E785982E1f101E93b906']);
    const nested = $('.wpf-typed .wpf-tree-branch');
    expect(nested.querySelector('dt')?.textContent).toBe('from');
    expect(nested.querySelector('dd .wpf-tree dt')?.textContent).toBe('name');
    expect($('.wpf-typed').textContent).toContain('Hello, Bob!');
    expect($('.wpf-warning').textContent).toBe('The signature is for chain 1, not Devnet');
    expect(document.activeElement).toBe($('h1'));
  });

  it('adds the network row only when the summary has none', () => {
    void ui.approve(approval({ summary: { title: 'Sign message', rows: [], message: 'hi', warnings: [] } }));
    expect($$('.wpf-row').map((row) => row.textContent)).toEqual(['NetworkDevnet']);
    expect($('pre.wpf-message').textContent).toBe('hi');
    expect($('pre.wpf-message').getAttribute('tabindex')).toBe('0');
  });

  it('names an app without a name as unknown', () => {
    void ui.approve(approval({ appName: undefined }));
    expect($('.wpf-app-name').textContent).toBe('Unknown app');
  });

  it('Approve shows a spinner while sending, then resolves with the result', async () => {
    let release: (value: unknown) => void = () => {};
    const result = ui.approve(approval({ send: () => new Promise((resolve) => (release = resolve)) }));
    button('Approve').click();
    const approve = $('.wpf-button-primary') as HTMLButtonElement;
    expect(approve.querySelector('.wpf-spinner')).not.toBeNull();
    expect(approve.textContent).toBe('Approving…');
    expect(button('Reject').disabled).toBe(true);
    pressEscape(); // ignored while sending
    release('0xsigned');
    expect(await result).toEqual({ approved: true, result: '0xsigned' });
    expect(ui.current()).toBe('blank');
  });

  it('a failed send rejects with its error and closes the view', async () => {
    const result = ui.approve(
      approval({ send: async () => Promise.reject(new Error('insufficient funds')) }),
    );
    button('Approve').click();
    await expect(result).rejects.toThrow('insufficient funds');
    expect(ui.current()).toBe('blank');
  });

  it('Reject and Esc decline', async () => {
    const rejected = ui.approve(approval());
    button('Reject').click();
    expect(await rejected).toEqual({ approved: false });
    const escaped = ui.approve(approval());
    pressEscape();
    expect(await escaped).toEqual({ approved: false });
  });

  it('an aborted signal closes it as rejected, unless Approve was pressed', async () => {
    const controller = new AbortController();
    const result = ui.approve(approval(), controller.signal);
    controller.abort();
    expect(await result).toEqual({ approved: false });
    const busy = new AbortController();
    const sending = ui.approve(approval(), busy.signal);
    button('Approve').click();
    busy.abort();
    expect(await sending).toEqual({ approved: true, result: '0xsigned' });
  });

  it('shows hostile strings as text, never as markup', () => {
    void ui.approve(
      approval({
        appName: HOSTILE,
        summary: {
          title: HOSTILE,
          rows: [{ label: HOSTILE, value: HOSTILE }],
          message: HOSTILE,
          typedData: {
            primaryType: HOSTILE,
            domain: [{ label: HOSTILE, value: HOSTILE }],
            message: [{ label: HOSTILE, value: HOSTILE }],
          },
          warnings: [HOSTILE],
        },
      }),
    );
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('[onerror]')).toBeNull();
    expect($('.wpf-app-name').textContent).toBe(HOSTILE);
    expect($('h1').textContent).toBe(HOSTILE);
    expect($('pre').textContent).toBe(HOSTILE);
    expect(root.textContent?.split(HOSTILE).length).toBeGreaterThan(8);
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });
});

describe('frame UI', () => {
  it('reports visible with a height when a view shows, and hidden when it goes', async () => {
    const step = ui.approve(approval());
    expect(layouts[0]?.visible).toBe(true);
    expect(typeof layouts[0]?.height).toBe('number');
    button('Reject').click();
    await step;
    expect(layouts.at(-1)).toEqual({ visible: false });
  });

  it('is blank (nothing in the root) until a view is needed', () => {
    expect(ui.current()).toBe('blank');
    expect(root.childElementCount).toBe(0);
  });

  it('applies the theme as --wp-* tokens; dark and light differ; hostile values are refused', () => {
    ui.applyTheme({ themeMode: 'light', themeVariables: { '--w3m-accent': '#00bb7f' } });
    const style = document.documentElement.style;
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(style.getPropertyValue('--wp-color-accent')).toBe('#00bb7f');
    const light = style.getPropertyValue('--wp-color-background');
    ui.applyTheme({ themeMode: 'dark', themeVariables: {} });
    expect(style.getPropertyValue('--wp-color-background')).not.toBe(light);
    expect(() =>
      ui.applyTheme({ themeMode: 'dark', themeVariables: { '--w3m-accent': 'red;} body{x:url(//evil)' } }),
    ).toThrow();
  });
});

describe('passphraseStrength', () => {
  it('grades by length and variety', () => {
    expect(passphraseStrength('')).toBe('too-short');
    expect(passphraseStrength('abcdefghi')).toBe('too-short');
    expect(passphraseStrength('aaaaaaaaaaaa')).toBe('weak');
    expect(passphraseStrength('password12')).toBe('weak');
    expect(passphraseStrength('Tr0ub4dor&3')).toBe('fair');
    expect(passphraseStrength('correct horse battery staple')).toBe('strong');
  });
});

// Keeps the ApprovalResult type in use for readers of the tests above.
export type { ApprovalResult };
