// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FRAME_SLOT_LOADING_HEIGHT, FrameSlot } from '../../../src/embedded/FrameSlot.js';
import { frameZIndex, overlayStyle } from '../../../src/embedded/frame-layout.js';
import { createEmbeddedKit, type EmbeddedKit, settle, teardown } from './harness.js';

/** What the frame client gives the iframe while nobody shows it. */
const HIDDEN =
  'position:fixed;top:0;left:0;width:0;height:0;border:0;opacity:0;pointer-events:none;z-index:-1;color-scheme:normal';

let kit: EmbeddedKit | undefined;
let frame: HTMLIFrameElement;
let slotBox = { top: 120, left: 16, width: 360, height: 160 };

beforeEach(() => {
  frame = document.createElement('iframe');
  // Any page will do; srcdoc keeps happy-dom from trying to load one.
  frame.srcdoc = '<p>wallet</p>';
  frame.setAttribute('style', HIDDEN);
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  document.body.appendChild(frame);
  slotBox = { top: 120, left: 16, width: 360, height: 160 };
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (!this.classList.contains('wp-frame-slot')) return new DOMRect(0, 0, 0, 0);
    return new DOMRect(slotBox.left, slotBox.top, slotBox.width, slotBox.height);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  teardown(kit);
  kit = undefined;
  frame.remove();
});

const styleOf = (element: HTMLElement) =>
  Object.fromEntries(
    (element.getAttribute('style') ?? '')
      .split(';')
      .filter(Boolean)
      .map((declaration) => declaration.split(':').map((part) => part.trim()) as [string, string]),
  );

function renderSlot(): HTMLElement {
  kit = createEmbeddedKit();
  kit.fake.setFrame(frame);
  const wallet = kit.fake.wallet;
  kit.render(() => <FrameSlot wallet={wallet} loadingLabel="Loading your wallet" />);
  return document.querySelector('.wp-frame-slot') as HTMLElement;
}

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

describe('FrameSlot', () => {
  it('holds the place with a spinner and lays the still invisible frame over it, at its width', async () => {
    const slot = renderSlot();
    expect(slot.style.height).toBe(`${FRAME_SLOT_LOADING_HEIGHT}px`);
    expect(screen.getByRole('status').textContent).toBe('Loading your wallet');
    const style = styleOf(frame);
    expect(style).toMatchObject({
      position: 'fixed',
      top: '120px',
      left: '16px',
      width: '360px',
      height: '160px',
    });
    expect(style).toMatchObject({ opacity: '0', 'pointer-events': 'none' });
    expect(frame.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the frame at its reported height, above the modal, and moves focus into it', async () => {
    const slot = renderSlot();
    slotBox = { ...slotBox, height: 320 };
    act(() => kit?.fake.store.setState({ frameUi: { visible: true, height: 320 } }));
    expect(slot.style.height).toBe('320px');
    expect(screen.queryByRole('status')).toBeNull();
    expect(styleOf(frame)).toMatchObject({
      top: '120px',
      left: '16px',
      width: '360px',
      height: '320px',
      opacity: '1',
      'pointer-events': 'auto',
      'z-index': '1000',
    });
    expect(frame.hasAttribute('aria-hidden')).toBe(false);
    expect(frame.tabIndex).toBe(0);
    expect(document.activeElement).toBe(frame);
  });

  it('follows the placeholder when it moves (resize, scroll, the modal’s height animation)', async () => {
    renderSlot();
    act(() => kit?.fake.store.setState({ frameUi: { visible: true, height: 160 } }));
    slotBox = { top: 64, left: 0, width: 390, height: 160 };
    await nextFrame();
    await nextFrame();
    expect(styleOf(frame)).toMatchObject({ top: '64px', left: '0px', width: '390px' });
  });

  it('sits one layer above the modal’s z-index from the theme variables', async () => {
    kit = createEmbeddedKit({ appKit: { themeVariables: { '--w3m-z-index': 5000 } } });
    kit.fake.setFrame(frame);
    const wallet = kit.fake.wallet;
    kit.render(() => <FrameSlot wallet={wallet} loadingLabel="Loading" />);
    act(() => kit?.fake.store.setState({ frameUi: { visible: true, height: 200 } }));
    expect(styleOf(frame)['z-index']).toBe('5001');
  });

  it('gives the frame back its hidden style on unmount, and focus back to the page', async () => {
    renderSlot();
    act(() => kit?.fake.store.setState({ frameUi: { visible: true, height: 300 } }));
    expect(document.activeElement).toBe(frame);
    act(() => kit?.instance.destroy());
    teardown(kit);
    kit = undefined;
    await settle(1);
    expect(frame.getAttribute('style')).toBe(HIDDEN);
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    expect(frame.tabIndex).toBe(-1);
    expect(frame.hasAttribute('data-wp-frame-slot')).toBe(false);
    expect(document.activeElement).not.toBe(frame);
  });

  it('makes the frame invisible again when it stops asking to be seen', async () => {
    renderSlot();
    act(() => kit?.fake.store.setState({ frameUi: { visible: true, height: 300 } }));
    act(() => kit?.fake.store.setState({ frameUi: { visible: false, height: 300 } }));
    await settle(1);
    expect(styleOf(frame)).toMatchObject({ opacity: '0', 'pointer-events': 'none' });
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    expect(document.activeElement).not.toBe(frame);
  });
});

describe('frame layout', () => {
  const base = { zIndex: 1000, radius: '12px', visible: true } as const;

  it('covers the placeholder exactly when nothing clips it', () => {
    const style = overlayStyle({
      ...base,
      slot: { top: 10.5, left: 20, width: 300, height: 200 },
      clip: undefined,
    });
    expect(style).toContain('top:10.5px;left:20px;width:300px;height:200px;');
    expect(style).toContain('opacity:1;pointer-events:auto;z-index:1000;');
    expect(style).toContain('border-radius:12px');
    expect(style).not.toContain('clip-path');
  });

  it('is clipped to the modal’s scrolling area, and untouchable once scrolled out of it', () => {
    const clip = { top: 100, left: 0, width: 360, height: 300 };
    const partly = overlayStyle({ ...base, slot: { top: 60, left: 0, width: 360, height: 200 }, clip });
    expect(partly).toContain('clip-path:inset(40px 0px 0px 0px)');
    expect(partly).toContain('opacity:1');
    const gone = overlayStyle({ ...base, slot: { top: -200, left: 0, width: 360, height: 200 }, clip });
    expect(gone).toContain('opacity:0;pointer-events:none');
  });

  it('the frame’s z-index is the modal’s plus one (999 by default)', () => {
    expect(frameZIndex({ themeMode: 'dark', themeVariables: {} })).toBe(1000);
    expect(frameZIndex({ themeMode: 'light', themeVariables: { '--apkt-z-index': 40 } })).toBe(41);
  });
});
