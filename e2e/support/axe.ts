/**
 * axe over the whole page: the host page and the modal's shadow root (axe walks open shadow roots). The
 * dev wallet's panel is left out: it stands in for a wallet's own window and is not part of Walletport.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until no finite animation or transition runs, in the page or in any open shadow root. A view
 * fading in is drawn at part opacity, and axe then measures blended colours: a contrast failure that no
 * visitor sees once the fade ends. Endless ones (spinners, skeleton shimmer) are not waited for.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const roots: Array<Document | ShadowRoot> = [document];
    for (const element of document.querySelectorAll('*')) {
      if (element.shadowRoot) roots.push(element.shadowRoot);
    }
    return roots.every((root) =>
      root
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    );
  });
}

export interface AxeViolationSummary {
  rule: string;
  impact?: string | null | undefined;
  help: string;
  targets: string[];
}

/** The page's axe violations once its animations have settled. */
export async function axeViolations(page: Page): Promise<AxeViolationSummary[]> {
  await animationsSettled(page);
  const { violations } = await new AxeBuilder({ page }).exclude('walletport-dev-wallet').analyze();
  return violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** Soft, so one run reports the violations of every view rather than stopping at the first. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  expect.soft(await axeViolations(page), `axe violations on ${label}`).toEqual([]);
}
