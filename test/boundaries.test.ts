import { join } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

// The rules the tests and `npm test` enforce; loaded as-is so the test proves the real config.
const ROOT = join(import.meta.dirname, '..');
const { default: config } = await import(join(ROOT, '.dependency-cruiser.cjs'));

async function violationsIn(baseDir: string, paths: string[]) {
  const { options } = config;
  const result = await cruise(paths, {
    ...options,
    baseDir,
    tsConfig: undefined,
    ruleSet: { forbidden: config.forbidden },
    validate: true,
  });
  const output = result.output as ICruiseResult;
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
}

describe('package boundary checker', () => {
  it('reports every kind of violation in a fixture that breaks the rules', async () => {
    const violations = await violationsIn(join(ROOT, 'test/fixtures/boundaries'), ['packages']);
    expect(violations).toEqual(
      expect.arrayContaining([
        'core-is-framework-free: packages/core/src/reaches-react.ts -> packages/react/src/ui.ts',
        'react-not-adapters: packages/react/src/ui.ts -> packages/adapter-evm/src/adapter.ts',
        expect.stringMatching(
          /^no-circular: packages\/server\/src\/(a|b)\.ts -> packages\/server\/src\/(a|b)\.ts$/,
        ),
      ]),
    );
    // The allowed direction adapter -> core is not reported.
    expect(violations.some((v) => v.startsWith('adapters-only-core'))).toBe(false);
  });

  it('finds no violation in the repository itself', async () => {
    const violations = await violationsIn(ROOT, ['packages', 'apps', 'tools']);
    expect(violations).toEqual([]);
  }, 60_000);
});
