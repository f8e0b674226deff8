/**
 * What an app's compiler sees: a consumer file compiled on its own, `strict` and without `skipLibCheck`,
 * gets the element typings by importing `@walletport/react` (and only then), and the package's emitted
 * declarations carry the `react` augmentation to it.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const source = (path: string) => resolve(here, '../../src', path);

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  skipLibCheck: false,
  jsx: ts.JsxEmit.ReactJSX,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  customConditions: ['walletport-source'],
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: [],
  declaration: true,
  emitDeclarationOnly: true,
};

/** A program over in-memory files placed in this folder (so `@walletport/react` resolves as in the repo). */
function compile(files: Record<string, string>) {
  const virtual = new Map(Object.entries(files).map(([name, text]) => [resolve(here, name), text]));
  const host = ts.createCompilerHost(OPTIONS);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (file) => virtual.has(file) || fileExists.call(host, file);
  host.readFile = (file) => virtual.get(file) ?? readFile.call(host, file);
  host.getSourceFile = (file, language, ...rest) => {
    const text = virtual.get(file);
    return text === undefined
      ? getSourceFile.call(host, file, language, ...rest)
      : ts.createSourceFile(file, text, language);
  };
  const program = ts.createProgram([...virtual.keys()], OPTIONS, host);
  const errors = (name: string) =>
    ts
      .getPreEmitDiagnostics(program, program.getSourceFile(resolve(here, name)))
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  return { program, errors };
}

/** Type-checking the package's sources takes seconds; more on a busy machine. */
const COMPILE_TIMEOUT_MS = 90_000;

const CONSUMER = `
import { createAppKit } from '@walletport/react';
export const create = createAppKit;
export const header = (
  <header>
    <appkit-network-button />
    <appkit-button balance="hide" size="sm" label="Connect" loadingLabel="Connecting" />
  </header>
);
`;

describe('a consumer compiled on its own', () => {
  let withImport: ReturnType<typeof compile>;
  beforeAll(() => {
    withImport = compile({
      '__consumer__.tsx': CONSUMER,
      '__wrong__.tsx': `import '@walletport/react';\nexport const wrong = <appkit-button balance="nope" />;\n`,
    });
  }, COMPILE_TIMEOUT_MS);

  it(
    'type-checks <appkit-button balance="hide" /> once it imports @walletport/react',
    () => {
      expect(withImport.errors('__consumer__.tsx')).toEqual([]);
      expect(
        ts.getPreEmitDiagnostics(
          withImport.program,
          withImport.program.getSourceFile(source('elements/jsx.ts')),
        ),
      ).toEqual([]);
    },
    COMPILE_TIMEOUT_MS,
  );

  it('still refuses a wrong attribute value', () => {
    expect(withImport.errors('__wrong__.tsx').join('\n')).toMatch(/"nope"/);
  });

  it(
    'without the import, the elements are unknown: the typings come from the package',
    () => {
      const alone = compile({ '__alone__.tsx': `export const button = <appkit-button balance="hide" />;\n` });
      expect(alone.errors('__alone__.tsx').join('\n')).toMatch(/appkit-button/);
    },
    COMPILE_TIMEOUT_MS,
  );

  it(
    "the emitted declarations export the element types and carry the augmentation of 'react'",
    () => {
      const emitted = new Map<string, string>();
      for (const file of ['index.ts', 'elements/jsx.ts']) {
        const result = withImport.program.emit(
          withImport.program.getSourceFile(source(file)),
          (name, text) => emitted.set(name.replace(/\\/g, '/').split('/src/').pop() ?? name, text),
          undefined,
          true,
        );
        expect(result.diagnostics).toEqual([]);
      }
      expect(emitted.get('index.d.ts')).toMatch(/AppKitElements[\s\S]*from '\.\/elements\/jsx\.js'/);
      const jsx = emitted.get('elements/jsx.d.ts') ?? '';
      expect(jsx).toContain("declare module 'react'");
      expect(jsx).toMatch(/interface IntrinsicElements extends AppKitElements/);
    },
    COMPILE_TIMEOUT_MS,
  );
});
