/**
 * Every stylesheet of the modal and the page buttons (each `styles.ts` under src/, found on disk so a new
 * view's CSS is checked without listing it here): logical sides only, so right-to-left lays out by
 * itself; one focus ring; one motion scale that reduced motion turns off.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DURATIONS } from '@walletport/core/internal';
import { BUTTON_CSS } from '../../src/components/styles.js';
import { MODAL_CSS } from '../../src/modal/styles.js';
import { FOCUS_RING, FOCUSABLE, MOTION_TOKENS } from '../../src/ui/motion.js';
import { UI_CSS } from '../../src/ui/styles.js';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

function styleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? styleFiles(join(dir, entry.name))
      : entry.name === 'styles.ts'
        ? [join(dir, entry.name)]
        : [],
  );
}

/** Each exported CSS string, named `file#export`. */
const SHEETS: ReadonlyArray<[string, string]> = (
  await Promise.all(
    styleFiles(SRC).map(async (file) => {
      const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      return Object.entries(module)
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
        .map(([name, css]): [string, string] => [`${relative(SRC, file)}#${name}`, css]);
    }),
  )
).flat();

interface Declaration {
  sheet: string;
  selector: string;
  /** The at-rules around the rule, e.g. '@keyframes wp-shake'. */
  context: string;
  property: string;
  value: string;
}

/** A small CSS reader: rules and declarations, with the selector and at-rules around each declaration. */
function declarations(sheet: string, css: string): Declaration[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const found: Declaration[] = [];
  const stack: string[] = [];
  let buffer = '';
  for (const char of text) {
    if (char === '{') {
      stack.push(buffer.trim());
      buffer = '';
    } else if (char === '}') {
      read(buffer);
      buffer = '';
      stack.pop();
    } else if (char === ';') {
      read(buffer);
      buffer = '';
    } else buffer += char;
  }
  function read(chunk: string) {
    const colon = chunk.indexOf(':');
    if (colon === -1 || stack.length === 0) return;
    found.push({
      sheet,
      selector: stack.at(-1) ?? '',
      context: stack.slice(0, -1).join(' '),
      property: chunk.slice(0, colon).trim().toLowerCase(),
      value: chunk.slice(colon + 1).trim(),
    });
  }
  return found;
}

const ALL = SHEETS.flatMap(([name, css]) => declarations(name, css));
const where = (d: Declaration) => `${d.sheet} ${d.selector} { ${d.property}: ${d.value} }`;

/** Space-separated values, keeping calc(…) and var(…) whole. */
function values(value: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of value) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (/\s/.test(char) && depth === 0) {
      if (current !== '') parts.push(current);
      current = '';
    } else current += char;
  }
  if (current !== '') parts.push(current);
  return parts;
}

describe('modal and button stylesheets', () => {
  it('are all found (the modal shell, the primitives, the buttons and every view)', () => {
    const names = SHEETS.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'modal/styles.ts#MODAL_CSS',
        'ui/styles.ts#UI_CSS',
        'components/styles.ts#BUTTON_CSS',
        'views/all-wallets/styles.ts#ALL_WALLETS_VIEW_CSS',
        'views/account/styles.ts#ACCOUNT_VIEW_CSS',
        'views/connecting-wallet-connect/styles.ts#WALLET_CONNECT_VIEW_CSS',
      ]),
    );
    expect(ALL.length).toBeGreaterThan(300);
  });

  it('use no physical left or right: logical properties mirror by themselves under dir="rtl"', () => {
    const physical = ALL.filter(
      (d) =>
        /(^|-)(left|right)(-|$)/.test(d.property) ||
        (['text-align', 'float', 'clear', 'justify-self', 'justify-content'].includes(d.property) &&
          /\b(left|right)\b/.test(d.value)) ||
        // The shake is a physical "no" of the card, the same in both directions.
        (/translateX\(/.test(d.value) && d.context !== '@keyframes wp-shake'),
    );
    expect(physical.map(where)).toEqual([]);
  });

  it('use no four-value padding, margin or inset with different left and right sides', () => {
    const uneven = ALL.filter((d) => {
      if (!['padding', 'margin', 'inset', 'border-width'].includes(d.property)) return false;
      const parts = values(d.value);
      return parts.length === 4 && parts[1] !== parts[3];
    });
    const unevenRadius = ALL.filter((d) => {
      if (d.property !== 'border-radius') return false;
      const parts = values(d.value);
      // top-left top-right bottom-right bottom-left: the same on both sides, or it is a physical choice.
      return parts.length === 4 && (parts[0] !== parts[1] || parts[2] !== parts[3]);
    });
    expect([...uneven, ...unevenRadius].map(where)).toEqual([]);
  });

  it('mirror the directional icons right to left, and never a logo or a QR code', () => {
    expect(UI_CSS).toMatch(
      /\[dir='rtl'\] \.wp-icon:is\(\[data-icon='back'\], \[data-icon='chevron-right'\], \[data-icon='disconnect'\]\) \{ transform: scaleX\(-1\); \}/,
    );
    const mirrored = ALL.filter((d) => /\[dir=/.test(d.selector) && /transform/.test(d.property));
    for (const d of mirrored)
      expect(d.selector, where(d)).not.toMatch(/wp-qr|wp-wallet-image|wp-network-image|wp-avatar/);
  });

  it('draw one focus ring: the shared :focus-visible outline, in the modal and in the page buttons', () => {
    expect(UI_CSS).toContain(`${FOCUSABLE}:focus-visible { ${FOCUS_RING} }`);
    const rings = SHEETS.filter(([, css]) => css.includes(FOCUS_RING)).map(([name]) => name);
    expect(rings.sort()).toEqual(['components/styles.ts#BUTTON_CSS', 'ui/styles.ts#UI_CSS']);
    // No other outline anywhere (the dialog, focused by script only, draws none), and no ring of its own.
    const outlines = ALL.filter((d) => d.property.startsWith('outline'));
    const shared = outlines.filter((d) => /:focus-visible/.test(d.selector));
    expect(shared.map((d) => `${d.property}: ${d.value};`).sort()).toEqual(
      [
        'outline: 2px solid var(--wp-color-accent);',
        'outline-offset: 2px;',
        'outline: 2px solid var(--wp-color-accent);',
        'outline-offset: 2px;',
      ].sort(),
    );
    expect(outlines.filter((d) => !/:focus-visible/.test(d.selector)).map(where)).toEqual([
      'modal/styles.ts#MODAL_CSS .wp-dialog { outline: none }',
      // The view title takes focus only from code (tabIndex -1, on a view change), never from the keyboard.
      'modal/styles.ts#MODAL_CSS .wp-header__title:focus { outline: none }',
    ]);
    const ownRings = ALL.filter((d) => /:focus/.test(d.selector) && /box-shadow/.test(d.property));
    expect(ownRings.map(where)).toEqual([]);
  });

  it('move on one scale: every transition and entrance uses the duration and easing tokens', () => {
    const strays: string[] = [];
    for (const d of ALL.filter((x) => x.property === 'transition' || x.property === 'animation')) {
      for (const part of d.value.split(/,(?![^(]*\))/)) {
        // Loops (spinners, shimmer) set their own speed; the shake and its still pulse are signals.
        if (/\binfinite\b|^\s*none\b|\bwp-shake\b|\bwp-flash\b/.test(part)) continue;
        const ok =
          /var\(--wp-duration-(fast|base)\)/.test(part) &&
          /var\(--wp-ease-(out|in|in-out)\)/.test(part) &&
          !/\b\d+(\.\d+)?m?s\b/.test(part);
        if (!ok) strays.push(`${where(d)} → ${part.trim()}`);
      }
    }
    expect(strays).toEqual([]);
  });

  it('the scale is declared for the modal and the buttons, at core’s durations (header 120, views 150 ms)', () => {
    expect(MODAL_CSS).toContain(MOTION_TOKENS);
    // The buttons declare the part of the scale they use (hover and press), with the same values.
    const scale = new Map(declarations('motion', `x { ${MOTION_TOKENS} }`).map((d) => [d.property, d.value]));
    const buttons = declarations('buttons', BUTTON_CSS).filter((d) => d.property.startsWith('--wp-'));
    expect(buttons.map((d) => d.property).sort()).toEqual(['--wp-duration-fast', '--wp-ease-in-out']);
    for (const d of buttons) expect(d.value, d.property).toBe(scale.get(d.property));
    expect(MOTION_TOKENS).toContain(`--wp-duration-fast: ${DURATIONS.headerText};`);
    expect(MOTION_TOKENS).toContain(`--wp-duration-base: ${DURATIONS.viewTransition};`);
    expect(DURATIONS.modalHeight).toBe(DURATIONS.viewTransition);
  });

  it('reduced motion takes the scale to zero inside the modal', () => {
    expect(MODAL_CSS).toContain(
      ".wp-modal[data-reduced-motion='true'] { --wp-duration-fast: 0ms; --wp-duration-base: 0ms; }",
    );
  });
});
