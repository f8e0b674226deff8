/**
 * axe over a rendered view in happy-dom: the rules that read the DOM and ARIA (names, roles, lists,
 * landmarks inside the view, ids). Rules that need real layout (colour contrast, target size, scrollable
 * regions) run in Chromium instead (test/visual/account-tabs.screens.ts).
 */
import axe from 'axe-core';

const NEEDS_LAYOUT = ['color-contrast', 'target-size', 'scrollable-region-focusable'];
/** Page-level rules: the view is rendered alone, not in a page with a <main> and an <h1>. */
const PAGE_RULES = ['region', 'landmark-one-main', 'page-has-heading-one'];

export async function axeViolations(root: Element): Promise<{ rule: string; targets: string[] }[]> {
  const rules = Object.fromEntries(
    [...NEEDS_LAYOUT, ...PAGE_RULES].map((rule) => [rule, { enabled: false }]),
  );
  const result = await axe.run(root, { rules, resultTypes: ['violations'] });
  return result.violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}
