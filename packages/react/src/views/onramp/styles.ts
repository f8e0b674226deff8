/**
 * CSS of the Buy views beside the Send views' (SEND_CSS, which they share: cards, amount field, token
 * button, lists, outcome). Theme tokens only, logical sides only.
 */
import { STATE_TRANSITION } from '../../ui/motion.js';

export const ONRAMP_CSS = /* css */ `
.wp-onramp__choices { display: flex; flex-wrap: wrap; gap: var(--wp-spacing-xs); margin: 0; padding: 0; border: 0; }
.wp-onramp__choices legend { float: inline-start; width: 100%; margin-bottom: var(--wp-spacing-2xs); padding: 0; }
.wp-onramp__choice {
  display: inline-flex; align-items: center; height: 32px; margin: 0; padding: 0 var(--wp-spacing-m);
  border: 1px solid var(--wp-color-border); border-radius: var(--wp-border-radius-full); cursor: pointer;
  background: var(--wp-color-background); color: var(--wp-color-foreground);
  font: inherit; font-size: var(--wp-font-size-s); font-weight: var(--wp-font-weight-medium);
  transition: background-color ${STATE_TRANSITION}, border-color ${STATE_TRANSITION};
}
.wp-onramp__choice:hover { background: var(--wp-color-surface-2); }
.wp-onramp__choice[aria-checked='true'] {
  border-color: var(--wp-color-accent); background: var(--wp-color-accent-soft);
  color: color-mix(in srgb, var(--wp-color-accent) 60%, var(--wp-color-foreground));
}
.wp-onramp__get { display: flex; align-items: center; justify-content: space-between; gap: var(--wp-spacing-s); min-height: 44px; }
.wp-onramp__get-amount {
  min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
  font-size: var(--wp-font-size-xl); font-weight: var(--wp-font-weight-medium); font-variant-numeric: tabular-nums;
  color: var(--wp-color-foreground);
}
.wp-onramp__get-amount--empty { color: var(--wp-color-text-secondary); font-size: var(--wp-font-size-s); font-weight: var(--wp-font-weight-regular); white-space: normal; }
.wp-onramp__rows { display: flex; flex-direction: column; margin: 0; padding: 0 var(--wp-spacing-2xs); }
.wp-onramp__row { display: flex; justify-content: space-between; gap: var(--wp-spacing-m); padding-block: var(--wp-spacing-2xs); font-size: var(--wp-font-size-s); }
.wp-onramp__row dt { color: var(--wp-color-text-secondary); }
.wp-onramp__row dd { margin: 0; color: var(--wp-color-foreground); font-variant-numeric: tabular-nums; text-align: end; }
.wp-onramp__row--total dd { font-weight: var(--wp-font-weight-semibold); }
.wp-onramp__link {
  display: inline-flex; align-items: center; justify-content: center; gap: var(--wp-spacing-xs); box-sizing: border-box;
  width: 100%; height: 44px; border-radius: var(--wp-border-radius-m); text-decoration: none;
  background: var(--wp-color-accent-strong); color: var(--wp-color-accent-foreground);
  font-size: var(--wp-font-size-m); font-weight: var(--wp-font-weight-semibold);
}
`;
