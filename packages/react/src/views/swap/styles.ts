/**
 * CSS of the Swap views on top of the Send views' (the cards, the token list, the review and its
 * outcome): the two cards with the switch between them, the quote lines and the approve-then-swap steps.
 * Theme tokens and logical sides only.
 */
import { STATE_TRANSITION } from '../../ui/motion.js';

export const SWAP_CSS = /* css */ `
.wp-swap__cards { position: relative; display: flex; flex-direction: column; gap: var(--wp-spacing-2xs); }
.wp-swap__output {
  flex: 1; min-width: 0; margin: 0; padding: 0 var(--wp-spacing-2xs); line-height: 44px; min-height: 44px;
  font-size: var(--wp-font-size-2xl); font-weight: var(--wp-font-weight-medium); letter-spacing: -0.02em;
  color: var(--wp-color-foreground); font-variant-numeric: tabular-nums;
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
}
.wp-swap__output--empty { color: var(--wp-color-text-tertiary); }
.wp-swap__flip {
  position: absolute; inset-inline-start: 50%; top: 50%; transform: translate(-50%, -50%);
  display: flex; align-items: center; justify-content: center; width: 36px; height: 36px; margin: 0; padding: 0;
  border: 4px solid var(--wp-color-background); border-radius: var(--wp-border-radius-m); cursor: pointer;
  background: var(--wp-color-surface-2); color: var(--wp-color-foreground);
  transition: background-color ${STATE_TRANSITION};
}
[dir='rtl'] .wp-swap__flip { transform: translate(50%, -50%); }
.wp-swap__flip:hover:not(:disabled) { background: var(--wp-color-accent-soft); }
.wp-swap__flip:disabled { cursor: not-allowed; opacity: 0.6; }
.wp-swap__flip .wp-icon { transform: rotate(90deg); }
.wp-swap__problem { align-items: center; }
.wp-swap__problem .wp-icon { margin-top: 0; }
.wp-swap__problem .wp-button { margin-inline-start: auto; }
.wp-swap__details { display: flex; flex-direction: column; margin: 0; padding-inline: var(--wp-spacing-2xs); }
.wp-swap__detail { display: flex; align-items: center; justify-content: space-between; gap: var(--wp-spacing-s); min-height: 28px; font-size: var(--wp-font-size-s); color: var(--wp-color-text-secondary); }
.wp-swap__detail dd { display: flex; align-items: center; gap: var(--wp-spacing-xs); margin: 0; color: var(--wp-color-foreground); font-variant-numeric: tabular-nums; text-align: end; }
.wp-swap__impact--medium { color: color-mix(in srgb, var(--wp-color-warning) 75%, var(--wp-color-foreground)); }
.wp-swap__impact--high { color: color-mix(in srgb, var(--wp-color-error) 75%, var(--wp-color-foreground)); font-weight: var(--wp-font-weight-semibold); }
.wp-swap__steps { display: flex; gap: var(--wp-spacing-s); margin: 0; padding: 0; list-style: none; counter-reset: wp-swap-step; }
.wp-swap__step {
  flex: 1; display: flex; align-items: center; gap: var(--wp-spacing-xs); min-width: 0;
  font-size: var(--wp-font-size-s); color: var(--wp-color-text-secondary); counter-increment: wp-swap-step;
}
.wp-swap__step::before {
  content: counter(wp-swap-step); flex: none; display: inline-flex; align-items: center; justify-content: center;
  width: 22px; height: 22px; border-radius: var(--wp-border-radius-full);
  background: var(--wp-color-surface-2); color: var(--wp-color-text-secondary); font-weight: var(--wp-font-weight-semibold);
}
.wp-swap__step[aria-current='step'] { color: var(--wp-color-foreground); font-weight: var(--wp-font-weight-medium); }
.wp-swap__step[aria-current='step']::before { background: var(--wp-color-accent); color: var(--wp-color-accent-foreground); }
.wp-swap__step[data-done]::before { content: '✓'; background: color-mix(in srgb, var(--wp-color-success) 20%, transparent); color: var(--wp-color-success); }
.wp-swap__receive-row { display: flex; align-items: center; gap: var(--wp-spacing-m); padding: var(--wp-spacing-m) var(--wp-spacing-l); }
.wp-swap__receive-row + .wp-swap__receive-row { border-top: 1px solid var(--wp-color-border); }
`;
