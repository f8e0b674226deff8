/**
 * Host-page metadata (title, description, icons) is read from the page when the app does not supply it.
 * Works on a minimal document-like interface, so it runs in tests without a DOM and simply answers
 * undefined on a server, where there is no page to read.
 */
import { isHttpUrl } from './url-rules.js';

/** The app's identity shown in the modal and sent to wallets (AppKit's `Metadata`). */
export interface Metadata {
  name: string;
  description: string;
  url: string;
  icons: string[];
}

export interface PageElement {
  getAttribute(name: string): string | null;
}

/** The parts of `Document` this module reads; a real `document` satisfies it. */
export interface PageDocument {
  readonly title: string;
  readonly baseURI?: string | null;
  readonly location?: { readonly origin: string; readonly href: string } | null;
  querySelector(selectors: string): PageElement | null;
  querySelectorAll(selectors: string): ArrayLike<PageElement>;
}

const MAX_TEXT_LENGTH = 512;
/** A page with hundreds of icon links should not bloat the metadata sent to every wallet. */
const MAX_ICONS = 8;

function cleanText(value: string | null | undefined): string {
  return typeof value === 'string' ? value.trim().slice(0, MAX_TEXT_LENGTH) : '';
}

function resolveHref(href: string, base: string | undefined): string | undefined {
  try {
    return new URL(href.trim(), base).href;
  } catch {
    return undefined;
  }
}

/**
 * Reads name (document.title), description (meta[name=description]), url (the page origin) and icons
 * (link[rel~=icon] hrefs made absolute). Only http(s) URLs are kept. Undefined without a document.
 */
export function readPageMetadata(document: PageDocument | undefined | null): Metadata | undefined {
  if (document === undefined || document === null) return undefined;
  try {
    const origin = document.location?.origin;
    const base = document.baseURI ?? document.location?.href ?? undefined;
    const icons: string[] = [];
    const links = document.querySelectorAll('link[rel~="icon"]');
    for (let index = 0; index < links.length && icons.length < MAX_ICONS; index += 1) {
      const href = links[index]?.getAttribute('href');
      const absolute = href ? resolveHref(href, base) : undefined;
      if (absolute !== undefined && isHttpUrl(absolute) && !icons.includes(absolute)) icons.push(absolute);
    }
    return {
      name: cleanText(document.title),
      description: cleanText(document.querySelector('meta[name="description"]')?.getAttribute('content')),
      url: isHttpUrl(origin) ? origin : '',
      icons,
    };
  } catch {
    // A strange host page (a throwing getter, a sandboxed frame) must not stop the modal from starting.
    return undefined;
  }
}

/**
 * The metadata to use: fields the app supplied win, the page fills the rest. Undefined only when the app
 * supplied nothing and there is no page (server rendering).
 */
export function resolveMetadata(
  supplied: Partial<Metadata> | undefined,
  page: Metadata | undefined,
): Metadata | undefined {
  if (supplied === undefined && page === undefined) return undefined;
  return {
    name: supplied?.name ?? page?.name ?? '',
    description: supplied?.description ?? page?.description ?? '',
    url: supplied?.url ?? page?.url ?? '',
    icons: supplied?.icons !== undefined ? [...supplied.icons] : [...(page?.icons ?? [])],
  };
}
