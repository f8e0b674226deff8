'use client';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { AppKit } from '../client/types.js';
import { AppKitProvider } from '../context.js';
import { loadCatalogue } from '../i18n/catalog.js';
import { readPageLanguage, resolveLocale } from '../i18n/locale.js';
import { StyleRootProvider, UI_CSS } from '../ui/index.js';
import { acquireHost } from './host.js';
import { ModalRoot } from './ModalRoot.js';
import { MODAL_CSS } from './styles.js';
import { syncThemeTokens } from './theme-sync.js';

/** Marks the shell's own <style> and render container inside the shadow root. */
const SHELL_STYLE_ATTRIBUTE = 'data-wp-shell';

/**
 * Renders the instance's modal into an open shadow root (host page CSS cannot reach it): on a
 * <walletport-modal> appended to <body>, or, with disableAppend/enableEmbedded, on the <appkit-modal> the
 * app placed (see host.ts). One <style> holds the shell and primitive CSS; views add theirs through
 * useViewStyles. Theme tokens live on the host and follow the theme store. Returns the unmount function.
 */
export function mountModal(instance: AppKit): () => void {
  let root: Root | undefined;
  let stopTheme: (() => void) | undefined;
  let shadow: ShadowRoot | undefined;

  const render = (host: HTMLElement) => {
    shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    shadow.replaceChildren();
    const doc = host.ownerDocument;
    const style = doc.createElement('style');
    style.setAttribute(SHELL_STYLE_ATTRIBUTE, '');
    style.textContent = MODAL_CSS + UI_CSS;
    const container = doc.createElement('div');
    container.setAttribute(SHELL_STYLE_ATTRIBUTE, 'root');
    shadow.append(style, container);
    stopTheme = syncThemeTokens(host, instance.stores.theme);
    root = createRoot(container, { identifierPrefix: 'wp-' });
    root.render(
      createElement(
        AppKitProvider,
        { instance },
        createElement(StyleRootProvider, { root: shadow }, createElement(ModalRoot)),
      ),
    );
  };

  const releaseHost = acquireHost(document, instance.options, render);

  return () => {
    root?.unmount();
    stopTheme?.();
    shadow?.replaceChildren();
    releaseHost();
    root = undefined;
    stopTheme = undefined;
    shadow = undefined;
  };
}

/**
 * Loads the catalogue of the locale the modal will speak (its `locale` option, else the page's language),
 * so the first render is in that language rather than English for a moment. A failed load is not fatal:
 * the views speak English and load it again (use-catalogue.ts).
 */
export async function loadModalCatalogue(instance: AppKit): Promise<void> {
  await loadCatalogue(resolveLocale(instance.options.locale ?? readPageLanguage())).catch(() => undefined);
}
