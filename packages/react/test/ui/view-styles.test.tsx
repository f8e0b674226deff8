// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { insertStyles, StyleRootProvider, styleIdOf, useViewStyles } from '../../src/ui/index.js';
import { UI_CSS } from '../../src/ui/styles.js';

const VIEW_CSS = '.wp-test-view { color: var(--wp-color-accent); }';

function StyledView() {
  useViewStyles(VIEW_CSS);
  return <p className="wp-test-view">view</p>;
}

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});

describe('useViewStyles', () => {
  it('inserts a view stylesheet once into the shadow root it is given, however many views use it', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadow.append(container);
    render(
      <StyleRootProvider root={shadow}>
        <StyledView />
        <StyledView />
      </StyleRootProvider>,
      { container },
    );
    const styles = shadow.querySelectorAll(`style[data-wp-style="${styleIdOf(VIEW_CSS)}"]`);
    expect(styles).toHaveLength(1);
    expect(styles[0]!.textContent).toBe(VIEW_CSS);
    expect(document.head.querySelector('style')).toBeNull();
  });

  it('without a shadow root (a view rendered alone) it goes to document.head, and stays after unmount', () => {
    const { unmount } = render(<StyledView />);
    expect(document.head.querySelectorAll('style[data-wp-style]')).toHaveLength(1);
    unmount();
    render(<StyledView />);
    expect(document.head.querySelectorAll('style[data-wp-style]')).toHaveLength(1);
  });

  it('insertStyles dedupes by content', () => {
    insertStyles(document.head, 'a{}');
    insertStyles(document.head, 'a{}');
    insertStyles(document.head, 'b{}');
    expect(document.head.querySelectorAll('style')).toHaveLength(2);
  });
});

describe('UI_CSS', () => {
  it('turns the skeleton shimmer off under prefers-reduced-motion', () => {
    const block = UI_CSS.slice(UI_CSS.indexOf('@media (prefers-reduced-motion: reduce)'));
    expect(block).toMatch(/\.wp-skeleton \{ animation: none;/);
  });

  it('uses only wp- prefixed classes and theme tokens for colours', () => {
    for (const match of UI_CSS.matchAll(/\.([a-z][\w-]*)/g)) {
      if (/^\d/.test(match[1]!)) continue;
      expect(match[1]).toMatch(/^(wp-|\d)/);
    }
    expect(UI_CSS).not.toMatch(/#[0-9a-f]{3,6}\b/i);
  });
});
