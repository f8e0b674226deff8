/**
 * The one way the frame's views make DOM: text always goes in as text nodes and attribute values through
 * setAttribute, never as markup, so a hostile app name or message is shown, not run. Attribute names are
 * the views' own constants; no view puts data into a URL or event-handler attribute.
 */

export type Child = Node | string | number | null | undefined | false;
export type Attributes = Readonly<Record<string, string | number | boolean | undefined>>;

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? '' : String(value));
  }
  append(element, children);
  return element;
}

export function append(parent: Node, children: readonly Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(typeof child === 'object' ? child : document.createTextNode(String(child)));
  }
}

/** Replaces an element's content with text. */
export function setText(element: Element, text: string): void {
  element.textContent = text;
}

let lastId = 0;
/** A document-unique id for label/aria links. */
export function uniqueId(prefix: string): string {
  lastId += 1;
  return `wpf-${prefix}-${lastId}`;
}

/** An inline SVG icon from path data the views own (never from data). */
export function icon(paths: readonly string[], className = 'wpf-icon'): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  svg.setAttribute('class', className);
  for (const d of paths) {
    const path = document.createElementNS(ns, 'path');
    path.setAttribute('d', d);
    svg.appendChild(path);
  }
  return svg;
}

export const ICONS = {
  shield: ['M12 3l7 3v5c0 4.5-3 8.3-7 9.5C8 19.3 5 15.5 5 11V6l7-3z', 'M9 12l2 2 4-4'],
  key: ['M11 15a4 4 0 1 1-8 0 4 4 0 0 1 8 0z', 'M10 12l10-10', 'M16 6l3 3', 'M13.5 8.5l2 2'],
  eye: ['M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z', 'M15 12a3 3 0 1 1-6 0 3 3 0 0 1 6 0z'],
  eyeOff: [
    'M3 3l18 18',
    'M10.6 5.1A9.8 9.8 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.2 4.2',
    'M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7c1.9 0 3.5-.6 4.9-1.4',
    'M9.9 9.9a3 3 0 0 0 4.2 4.2',
  ],
  warning: ['M12 4l9 16H3l9-16z', 'M12 10v4', 'M12 17.5v.5'],
} as const;
