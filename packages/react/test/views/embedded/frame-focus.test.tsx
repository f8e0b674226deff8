// @vitest-environment happy-dom
/**
 * The frame inside the real modal shell: focus moves into the iframe when the frame shows, the dialog's
 * focus rules count focus there as focus in the modal, and Tab out of the frame comes back to the dialog.
 */
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppKit } from '../../../src/client/create-app-kit.js';
import { setDefaultAppKit } from '../../../src/client/default-instance.js';
import type { AppKit } from '../../../src/client/types.js';
import { createMemoryStorage, mainnet } from '@walletport/core/internal';
import { createTestAdapter } from '../../../../core/test/connection/test-adapter.js';
import { createFakeWallet, type FakeWallet } from './harness.js';

let kit: AppKit | undefined;
let fake: FakeWallet;
let frame: HTMLIFrameElement;

beforeEach(() => {
  frame = document.createElement('iframe');
  frame.srcdoc = '<p>wallet</p>';
  frame.setAttribute('style', 'width:0;height:0;opacity:0;pointer-events:none');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return this.classList.contains('wp-frame-slot')
      ? new DOMRect(0, 100, 360, 300)
      : new DOMRect(0, 0, 360, 600);
  });
  fake = createFakeWallet();
  fake.setFrame(frame);
  kit = createAppKit(
    { projectId: 'test-project', networks: [mainnet], adapters: [createTestAdapter()] } as never,
    {
      preloadModal: 'intent',
      storage: createMemoryStorage(),
      logger: { warn: () => {}, error: () => {} },
      fetch: vi.fn(async () => Response.json({})),
      features: [
        { name: 'test-embedded-wallet', install: (ctx) => ctx.provideService('embeddedWallet', fake.wallet) },
      ],
    },
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
  kit?.destroy();
  kit = undefined;
  setDefaultAppKit(undefined);
  document.body.innerHTML = '';
});

function dialogOf(): HTMLElement {
  const dialog = document
    .querySelector('[data-walletport-host]')
    ?.shadowRoot?.querySelector<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error('no dialog');
  return dialog;
}

async function showApproval(opener: HTMLButtonElement) {
  opener.focus();
  await act(async () => {
    await kit?.open({ view: { name: 'ApproveTransaction' } });
  });
  await waitFor(() => expect(dialogOf().querySelector('.wp-frame-slot')).toBeTruthy());
  // The frame client appends its iframe to the page's body on first load, after the modal's host.
  document.body.append(frame);
  act(() => fake.store.setState({ frameUi: { visible: true, height: 300 } }));
  await waitFor(() => expect(document.activeElement).toBe(frame));
}

describe('the frame in the modal', () => {
  it('takes focus when it shows, and a forced close gives it back to the opener', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    await showApproval(opener);
    act(() => {
      kit?.services.modal.close({ force: true });
    });
    await waitFor(() => expect(document.activeElement).toBe(opener));
    await waitFor(() => expect(frame.getAttribute('aria-hidden')).toBe('true'));
  });

  it('Tab out of the frame to the page comes back to the dialog', async () => {
    const opener = document.createElement('button');
    const pageLink = document.createElement('a');
    pageLink.href = '#behind';
    document.body.prepend(pageLink);
    document.body.append(opener);
    await showApproval(opener);
    act(() => pageLink.focus());
    const host = document.querySelector('[data-walletport-host]') as HTMLElement;
    expect(document.activeElement).toBe(host);
    expect(host.shadowRoot?.activeElement?.getAttribute('aria-label')).toBe('Close');
  });
});
