/**
 * A strict checker for the bundled artwork, for tests only (core cannot import the server's
 * svg-sanitizer.ts; this follows its allowlist idea). It reads the SVG as XML with a small tokenizer and
 * returns every problem: not one <svg> root with the SVG namespace and viewBox 0 0 24 24, an unbalanced
 * tag, text outside elements, any element or attribute off the allowlist (so no script, foreignObject,
 * image, use, style or on* handler), entities, comments, CDATA or DOCTYPE, and url() or href that is not a
 * reference to an id defined in the same document (so nothing external is ever fetched).
 */

const ELEMENTS = new Set([
  'svg',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'defs',
  'clipPath',
  'mask',
  'linearGradient',
  'radialGradient',
  'stop',
]);
const ATTRIBUTES = new Set([
  'xmlns',
  'width',
  'height',
  'viewBox',
  'id',
  'd',
  'x',
  'y',
  'rx',
  'ry',
  'cx',
  'cy',
  'r',
  'fx',
  'fy',
  'x1',
  'x2',
  'y1',
  'y2',
  'points',
  'fill',
  'fill-rule',
  'fill-opacity',
  'clip-path',
  'clip-rule',
  'mask',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-opacity',
  'opacity',
  'transform',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
]);
const TAG = /^<(\/?)([A-Za-z][A-Za-z0-9]*)((?:\s+[A-Za-z][A-Za-z0-9:-]*="[^"<>]*")*)\s*(\/?)>/;
const ATTRIBUTE = /([A-Za-z][A-Za-z0-9:-]*)="([^"<>]*)"/g;

export function svgProblems(svg: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  const ids = new Set<string>();
  const references = new Set<string>();
  let rest = svg;
  let roots = 0;
  while (rest.length > 0) {
    const lt = rest.indexOf('<');
    if (lt !== 0) {
      problems.push(`text outside a tag: ${JSON.stringify(rest.slice(0, Math.max(lt, 20)))}`);
      if (lt === -1) break;
      rest = rest.slice(lt);
    }
    const tag = TAG.exec(rest);
    if (tag === null) {
      problems.push(`not a plain tag: ${JSON.stringify(rest.slice(0, 30))}`);
      break;
    }
    const [whole, closing = '', name = '', attributes = '', selfClosing = ''] = tag;
    rest = rest.slice(whole.length);
    if (!ELEMENTS.has(name)) problems.push(`element <${name}>`);
    if (closing !== '') {
      if (open.pop() !== name) problems.push(`unbalanced </${name}>`);
      continue;
    }
    if (open.length === 0) roots += 1;
    for (const [, attribute = '', value = ''] of attributes.matchAll(ATTRIBUTE)) {
      if (!ATTRIBUTES.has(attribute)) problems.push(`attribute ${attribute} on <${name}>`);
      if (value.includes('&')) problems.push(`entity in ${attribute}`);
      if (attribute === 'id') ids.add(value);
      for (const match of value.matchAll(/url\(([^)]*)\)/g)) {
        const target = /^#([A-Za-z0-9_-]+)$/.exec(match[1] ?? '')?.[1];
        if (target === undefined) problems.push(`external reference ${match[0]}`);
        else references.add(target);
      }
      if (attribute === 'xmlns') {
        if (value !== 'http://www.w3.org/2000/svg') problems.push(`namespace ${value}`);
      } else if (/javascript:|data:|https?:/i.test(value)) problems.push(`link in ${attribute}`);
    }
    if (open.length === 0 && name === 'svg') {
      if (!attributes.includes(' xmlns="http://www.w3.org/2000/svg"')) problems.push('no SVG namespace');
      if (!attributes.includes(' viewBox="0 0 24 24"')) problems.push('viewBox is not 0 0 24 24');
    }
    if (selfClosing === '') open.push(name);
  }
  if (roots !== 1 || !svg.startsWith('<svg')) problems.push('not exactly one <svg> root');
  if (open.length > 0) problems.push(`unclosed <${open.join('>, <')}>`);
  for (const id of references) if (!ids.has(id)) problems.push(`url(#${id}) names no element`);
  return problems;
}
