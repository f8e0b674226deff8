/** CSS of the Tokens tab (tokens only, so light/dark and themeVariables apply). */
export const TOKENS_CSS = /* css */ `
.wp-tokens { display: flex; flex-direction: column; gap: var(--wp-spacing-xs); }
.wp-tokens__list { display: flex; flex-direction: column; gap: var(--wp-spacing-2xs); margin: 0; padding: 0; list-style: none; }
.wp-token-row {
  display: flex; align-items: center; gap: var(--wp-spacing-m); min-height: 56px; box-sizing: border-box;
  padding-block: var(--wp-spacing-xs); padding-inline: var(--wp-spacing-s);
  border-radius: var(--wp-border-radius-m);
}
.wp-token-row__body { display: flex; flex-direction: column; gap: 2px; flex: 1; min-width: 0; }
.wp-token-row__name {
  font-size: var(--wp-font-size-m); font-weight: var(--wp-font-weight-medium); color: var(--wp-color-foreground);
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
}
.wp-token-row__quantity {
  font-size: var(--wp-font-size-s); color: var(--wp-color-text-secondary); font-variant-numeric: tabular-nums;
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
}
.wp-token-row__fiat {
  flex: none; font-size: var(--wp-font-size-m); font-weight: var(--wp-font-weight-medium);
  color: var(--wp-color-foreground); font-variant-numeric: tabular-nums;
}
.wp-tokens__stale {
  display: flex; align-items: center; gap: var(--wp-spacing-xs);
  padding-inline: var(--wp-spacing-s); font-size: var(--wp-font-size-s); color: var(--wp-color-text-secondary);
}
.wp-tokens__stale .wp-icon { color: var(--wp-color-warning); }
.wp-tokens__stale .wp-button { margin-inline-start: auto; }
`;
