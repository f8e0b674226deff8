'use client';
import type { ThemeTokens } from '@walletport/core/internal';
import { type CSSProperties, type ReactNode, useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAppKitInstance, useServerSnapshot } from '../context.js';
import { useStoreSelector } from '../hooks/use-store.js';
import { directionOf } from '../i18n/locale.js';
import { useLocale } from '../i18n/use-locale.js';
import { BUTTON_CSS } from './styles.js';

/**
 * Renders `children` inside a shadow root on a host <span> in the app's page.
 *
 * Why a shadow root and not prefixed classes: the buttons sit in pages we do not control, and a host rule
 * such as `.header button { padding: 0 }` out-specifies any class of ours; only a shadow boundary keeps
 * them intact (`:host { all: initial }` also stops inherited fonts, colours and spacing). It costs one
 * element and a short stylesheet per button, and no runtime library.
 *
 * On a server the host is an empty span, and the button appears right after hydration; inside an
 * <AppKitProvider cookies|initialState> the server renders the button into a declarative shadow root
 * (`<template shadowrootmode="open">`, docs/ssr.md), so the first HTML already shows it. The browser's
 * parser turns that template into the span's shadow root, so the span has no children to hydrate; once
 * hydrated, the live button replaces the server's copy inside the same root before the next paint.
 */
export function ShadowHost({ children }: { children: ReactNode }) {
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  const serverRendered = useServerSnapshot() !== undefined && typeof document === 'undefined';
  const attach = useCallback((host: HTMLSpanElement | null) => {
    if (!host) return;
    // Open mode so tests and devtools can reach in; a host re-attached (StrictMode) reuses its root.
    const existing = host.shadowRoot;
    // The server's copy (a declarative root) goes: React renders the live button into the root instead.
    for (const node of existing === null ? [] : [...existing.children]) {
      if (node.hasAttribute(SERVER_COPY)) node.remove();
    }
    setRoot(existing ?? host.attachShadow({ mode: 'open' }));
  }, []);
  if (serverRendered) {
    return (
      <span data-walletport-button="">
        <template {...{ shadowrootmode: 'open' }}>
          <style {...{ [SERVER_COPY]: '' }}>{BUTTON_CSS}</style>
          <ThemeScope serverCopy>{children}</ThemeScope>
        </template>
      </span>
    );
  }
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

/** Marks what the server rendered into a declarative shadow root, for the browser to replace. */
const SERVER_COPY = 'data-walletport-ssr';

/** Sets the instance's theme tokens (light/dark, themeVariables) as CSS variables around the button. */
function ThemeScope({ children, serverCopy }: { children: ReactNode; serverCopy?: boolean }) {
  const instance = useAppKitInstance();
  const tokens: ThemeTokens = useStoreSelector(instance.stores.theme, () =>
    instance.services.theme.getThemeTokens(),
  );
  // The button's words are in the instance's locale, so their language and direction are set here, not
  // taken from the page around (an English button on an Arabic page reads left to right).
  const locale = useLocale();
  return (
    <span
      className="wp-btn-theme"
      lang={locale}
      dir={directionOf(locale)}
      style={tokens as unknown as CSSProperties}
      {...(serverCopy ? { [SERVER_COPY]: '' } : {})}
    >
      {children}
    </span>
  );
}
