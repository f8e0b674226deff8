/**
 * A strict allowlist check for imported SVG: it accepts plain vector drawings and refuses everything
 * else (scripts, event handlers, foreign objects, external references, styles, entities, comments,
 * DOCTYPEs). It does not rewrite: an SVG passes untouched or not at all, so what is served is exactly
 * what was checked. Served SVGs also get a CSP sandbox as a second line (image-routes).
 */

const ELEMENTS: ReadonlySet<string> = new Set([
  'svg',
  'g',
  'path',
  'circle',
  'ellipse',
  'rect',
  'line',
  'polyline',
  'polygon',
  'defs',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'title',
  'desc',
  'text',
  'tspan',
]);
/** Elements whose content may be text. */
const TEXT_ELEMENTS: ReadonlySet<string> = new Set(['title', 'desc', 'text', 'tspan']);
const ATTRIBUTES: ReadonlySet<string> = new Set([
  'xmlns',
  'version',
  'viewBox',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'd',
  'points',
  'fill',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'fill-opacity',
  'fill-rule',
  'clip-rule',
  'opacity',
  'transform',
  'id',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'clip-path',
  'mask',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'preserveAspectRatio',
]);
const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const MAX_SVG_LENGTH = 256 * 1024;
const MAX_DEPTH = 32;

const XML_DECLARATION =
  /^<\?xml version="1\.[01]"(?: encoding="(?:UTF|utf)-8")?(?: standalone="(?:yes|no)")?\?>/;
const TAG =
  /^<(\/?)([A-Za-z][A-Za-z0-9]*)((?:\s+[A-Za-z][A-Za-z0-9:-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/;
const ATTRIBUTE = /([A-Za-z][A-Za-z0-9:-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/g;
/** Only the predefined and numeric character references: no custom entities can exist without a DOCTYPE. */
const ENTITY = /&(?!(?:amp|lt|gt|quot|apos|#\d{1,7}|#x[0-9a-fA-F]{1,6});)/;

function isSafeAttributeValue(name: string, value: string): boolean {
  if (ENTITY.test(value)) return false;
  if (name === 'xmlns') return value === SVG_NAMESPACE;
  // url() only as a reference to an element of the same document, e.g. fill="url(#gradient)".
  const withoutLocalRefs = value.replace(/url\(\s*#[A-Za-z0-9_-]+\s*\)/g, '');
  return !/url\s*\(|javascript|data:|expression|[\\{}]/i.test(withoutLocalRefs);
}

export function isSafeSvg(text: string): boolean {
  if (text.length > MAX_SVG_LENGTH) return false;
  let rest = text.replace(/^\uFEFF/, '').trimStart();
  const declaration = XML_DECLARATION.exec(rest);
  if (declaration !== null) rest = rest.slice(declaration[0].length).trimStart();
  const open: string[] = [];
  let sawRoot = false;
  while (rest.length > 0) {
    const lt = rest.indexOf('<');
    const textPart = lt === -1 ? rest : rest.slice(0, lt);
    if (textPart.trim() !== '') {
      const parent = open[open.length - 1];
      if (
        parent === undefined ||
        !TEXT_ELEMENTS.has(parent) ||
        ENTITY.test(textPart) ||
        textPart.includes('>')
      ) {
        return false;
      }
    }
    if (lt === -1) break;
    rest = rest.slice(lt);
    const tag = TAG.exec(rest);
    if (tag === null) return false; // comments, CDATA, DOCTYPE, processing instructions, broken markup
    const [whole, closing = '', name = '', attributes = '', selfClosing = ''] = tag;
    rest = rest.slice(whole.length);
    if (!ELEMENTS.has(name)) return false;
    if (closing !== '') {
      if (attributes.trim() !== '' || selfClosing !== '' || open.pop() !== name) return false;
      continue;
    }
    if (open.length === 0) {
      if (sawRoot || name !== 'svg') return false;
      sawRoot = true;
    }
    for (const match of attributes.matchAll(ATTRIBUTE)) {
      const attribute = match[1] ?? '';
      if (!ATTRIBUTES.has(attribute) || !isSafeAttributeValue(attribute, match[2] ?? match[3] ?? ''))
        return false;
    }
    if (selfClosing === '') {
      open.push(name);
      if (open.length > MAX_DEPTH) return false;
    }
  }
  return sawRoot && open.length === 0;
}
