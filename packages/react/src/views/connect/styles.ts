/** The Connect view's own CSS (theme tokens only, so light, dark and themeVariables apply). */
export const CONNECT_VIEW_CSS = `
.wp-connect { display: flex; flex-direction: column; gap: var(--wp-spacing-l); }
.wp-connect-wallets { display: block; }
.wp-connect-empty { margin: 0; padding: var(--wp-spacing-xl) var(--wp-spacing-l); }
.wp-connect-chevron { color: var(--wp-color-text-tertiary); }
.wp-connect-skeleton-row {
  display: flex; align-items: center; gap: var(--wp-spacing-m);
  min-height: 56px; padding: var(--wp-spacing-s);
  border-radius: var(--wp-border-radius-m); background: var(--wp-color-surface-1);
}
.wp-connect-count { display: inline-flex; }
.wp-connect-all-tile {
  display: grid; grid-template-columns: repeat(2, 17px); grid-auto-rows: 17px; gap: 2px;
  width: 40px; height: 40px; padding: 2px; box-sizing: border-box; align-content: center; justify-content: center;
  border-radius: var(--wp-border-radius-s); background: var(--wp-color-surface-2);
}
.wp-connect-all-tile .wp-wallet-image { border-radius: 5px; }
.wp-connect-all-tile--empty {
  display: flex; align-items: center; justify-content: center; color: var(--wp-color-accent);
}
.wp-connect-divider {
  margin: 0; border: 0; height: 1px; background: var(--wp-color-border);
}
.wp-connect-legal {
  margin: 0; padding: 0 var(--wp-spacing-s);
  font-size: var(--wp-font-size-s); line-height: 1.5; text-align: center;
  color: var(--wp-color-text-secondary);
}
.wp-connect-legal a {
  color: var(--wp-color-foreground); font-weight: var(--wp-font-weight-medium);
  text-decoration: underline; text-decoration-color: var(--wp-color-border); text-underline-offset: 2px;
  border-radius: var(--wp-border-radius-xs);
}
.wp-connect-legal a:hover { text-decoration-color: currentColor; }
`;
