'use client';
import type { ThemeTokens } from '@walletport/core/internal';
import { type CSSProperties, type ReactNode, useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAppKitInstance } from '../context.js';
import { useStoreSelector } from '../hooks/use-store.js';
import { BUTTON_CSS } from './styles.js';

/**
 * Renders `children` inside a shadow root on a host <span> in the app's page.
 *
 * Why a shadow root and not prefixed classes: the buttons sit in pages we do not control, and a host rule
 * such as `.header button { padding: 0 }` out-specifies any class of ours; only a shadow boundary keeps
 * them intact (`:host { all: initial }` also stops inherited fonts, colours and spacing). It costs one
 * element and a short stylesheet per button, and no runtime library.
 *
 * On a server (and during hydration) the host is an empty span: shadow roots only exist in a browser,
 * so the button appears right after hydration. The span is inline-block, so nothing around it jumps.
 */
export function ShadowHost({ children }: { children: ReactNode }) {
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  const attach = useCallback((host: HTMLSpanElement | null) => {
    // Open mode so tests and devtools can reach in; a host re-attached (StrictMode) reuses its root.
    if (host) setRoot(host.shadowRoot ?? host.attachShadow({ mode: 'open' }));
  }, []);
  return (
    <span ref={attach} data-walletport-button="">
      {root &&
        createPortal(
          <>
            <style>{BUTTON_CSS}</style>
            <ThemeScope>{children}</ThemeScope>
          </>,
          root,
        )}
    </span>
  );
}

/** Sets the instance's theme tokens (light/dark, themeVariables) as CSS variables around the button. */
function ThemeScope({ children }: { children: ReactNode }) {
  const instance = useAppKitInstance();
  const tokens: ThemeTokens = useStoreSelector(instance.stores.theme, () =>
    instance.services.theme.getThemeTokens(),
  );
  return (
    <span className="wp-btn-theme" style={tokens as unknown as CSSProperties}>
      {children}
    </span>
  );
}
