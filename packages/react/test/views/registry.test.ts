/**
 * The view declarations (one `view.ts` per folder of src/views/) against core's implemented views and
 * against the "Implemented views" table of docs/router.md, so the code, the type `open()` accepts and the
 * docs cannot drift apart.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IMPLEMENTED_VIEW_NAMES, VIEW_NAMES } from '@walletport/core/internal';
import { describe, expect, it } from 'vitest';
import { createTranslator, type MessageKey } from '../../src/i18n/index.js';
import { VIEW_DECLARATIONS, viewDeclaration } from '../../src/views/declarations.js';
import { hasView } from '../../src/views/registry.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const viewsDir = join(root, 'packages/react/src/views');
const routerDoc = readFileSync(join(root, 'docs/router.md'), 'utf8');

const names = VIEW_DECLARATIONS.map((declaration) => declaration.name);

/** The rows of the markdown table that follows `heading`, as trimmed cells. */
function tableAfter(markdown: string, heading: string): string[][] {
  const lines = markdown.split('\n');
  const start = lines.indexOf(heading);
  if (start === -1) throw new Error(`docs/router.md has no "${heading}"`);
  const rows: string[][] = [];
  let inTable = false;
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('#')) break;
    if (line.startsWith('|')) {
      inTable = true;
      rows.push(
        line
          .slice(1, -1)
          .split('|')
          .map((cell) => cell.trim()),
      );
    } else if (inTable) break;
  }
  return rows.slice(2); // header and separator
}

const unquote = (cell: string | undefined) => cell?.replace(/^`|`$/g, '');

describe('view declarations', () => {
  it('declare exactly the views core lists as implemented, each once', () => {
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...IMPLEMENTED_VIEW_NAMES].sort());
  });

  it('come one per view folder: every folder has a view.ts that declares one view', () => {
    const folders = readdirSync(viewsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders).toHaveLength(VIEW_DECLARATIONS.length);
    for (const folder of folders) {
      const file = join(viewsDir, folder, 'view.ts');
      expect(existsSync(file), `${folder}/view.ts`).toBe(true);
      expect(readFileSync(file, 'utf8').match(/defineView\(/g), `${folder}/view.ts`).toHaveLength(1);
    }
  });

  it('give every view a title the catalogue has, and a loader the registry uses', () => {
    const t = createTranslator('en');
    for (const declaration of VIEW_DECLARATIONS) {
      expect(t(declaration.title), declaration.name).not.toBe(declaration.title);
      expect(hasView(declaration.name), declaration.name).toBe(true);
    }
    expect(hasView('Pay')).toBe(false);
    expect(viewDeclaration('Pay')).toBeUndefined();
  });
});

describe('docs/router.md', () => {
  it('"Implemented views" lists the declarations in order, with their title keys', () => {
    const rows = tableAfter(routerDoc, '### Implemented views');
    expect(rows.map((row) => unquote(row[0]))).toEqual(names);
    for (const row of rows) {
      const declaration = viewDeclaration(unquote(row[0]) ?? '');
      expect(unquote(row[2]) as MessageKey, row[0]).toBe(declaration?.title);
    }
  });

  it('lists every other planned view under the planned tables, and no implemented one there', () => {
    const planned = tableAfter(routerDoc, '### Planned views (no screen yet)').map((row) => unquote(row[0]));
    const features = tableAfter(routerDoc, '### Planned feature views')
      .map((row) => row[1] ?? '')
      .join(' ');
    const featureViews = [...features.matchAll(/`([A-Z]\w+)`/g)].map((match) => match[1]);
    const documented = new Set([...planned, ...featureViews]);
    const notImplemented = VIEW_NAMES.filter((name) => !(names as readonly string[]).includes(name));
    expect([...documented].sort()).toEqual([...notImplemented].sort());
  });
});
