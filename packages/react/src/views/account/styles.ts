/** CSS of the Account view (tokens only, so light/dark and themeVariables apply). */
export const ACCOUNT_VIEW_CSS = /* css */ `
.wp-account { display: flex; flex-direction: column; gap: var(--wp-spacing-l); min-height: 120px; }
.wp-account__identity {
  display: flex; flex-direction: column; align-items: center; gap: var(--wp-spacing-xs);
  padding-top: var(--wp-spacing-xs); min-width: 0;
}
.wp-account__identity > .wp-avatar { margin-bottom: var(--wp-spacing-2xs); }
.wp-account__name-row {
  display: flex; align-items: center; justify-content: center; gap: var(--wp-spacing-2xs);
  max-width: 100%; min-width: 0;
  /* The copy button sits at the end; pad the start by its width so the name stays centred. */
  padding-inline-start: 28px;
}
.wp-account__name { font-variant-numeric: tabular-nums; }
.wp-account__choose-name { margin-top: calc(-1 * var(--wp-spacing-2xs)); color: color-mix(in srgb, var(--wp-color-accent) 70%, var(--wp-color-foreground)); }
.wp-account__copy { position: relative; display: inline-flex; flex: none; }
.wp-account__copy-button--done,
.wp-account__copy-button--done:hover:not(:disabled) { color: var(--wp-color-success); }
.wp-account__copy-feedback {
  /* Anchored to the button's end edge so a long message grows inwards, never past the card. */
  position: absolute; inset-inline-end: 0; bottom: calc(100% + var(--wp-spacing-2xs));
  padding: var(--wp-spacing-3xs) var(--wp-spacing-xs); border-radius: var(--wp-border-radius-xs);
  background: var(--wp-color-foreground); color: var(--wp-color-background);
  font-size: var(--wp-font-size-s); font-weight: var(--wp-font-weight-medium); line-height: 1.4;
  white-space: nowrap; pointer-events: none;
  animation: wp-fade-in var(--wp-duration-fast) var(--wp-ease-out);
}
/*
 * Empty, the bubble draws nothing but stays in the page: a live region hidden with display: none leaves
 * the accessibility tree, and screen readers would miss the "Copied" that brings it back.
 */
.wp-account__copy-feedback:empty { padding: 0; background: none; animation: none; }
.wp-account__balance {
  display: flex; align-items: center; justify-content: center; gap: var(--wp-spacing-xs);
  min-height: 32px;
}
.wp-account__balance-amount { font-size: var(--wp-font-size-l); font-variant-numeric: tabular-nums; }
.wp-account__balance--failed .wp-text { display: inline-flex; align-items: center; gap: var(--wp-spacing-2xs); }
.wp-account__balance--failed .wp-text .wp-icon { color: var(--wp-color-warning); }
.wp-account__wallet {
  display: inline-flex; align-items: center; gap: var(--wp-spacing-xs); margin: 0;
  max-width: 100%; min-width: 0;
  font-size: var(--wp-font-size-s); color: var(--wp-color-text-secondary);
}
.wp-account__wallet > span:last-child { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.wp-account__actions { display: flex; flex-direction: column; gap: var(--wp-spacing-xs); }
.wp-account__explorer { text-decoration: none; }
.wp-account__action-icon {
  width: 28px; height: 28px; align-items: center; justify-content: center;
  border-radius: var(--wp-border-radius-full); background: var(--wp-color-surface-2);
  color: var(--wp-color-text-secondary);
}
.wp-account__end-row { display: flex; gap: var(--wp-spacing-xs); }
.wp-account__end-row > * { flex: 1 1 0; min-width: 0; }
.wp-account__explorer-button {
  display: inline-flex; align-items: center; justify-content: center; gap: var(--wp-spacing-s);
  height: 44px; padding: 0 var(--wp-spacing-m); box-sizing: border-box;
  border-radius: var(--wp-border-radius-m); background: var(--wp-color-surface-2); color: var(--wp-color-foreground);
  font-size: var(--wp-font-size-m); font-weight: var(--wp-font-weight-semibold); letter-spacing: -0.01em;
  text-decoration: none; white-space: nowrap; overflow: hidden;
  transition: background-color var(--wp-duration-fast) var(--wp-ease-in-out);
}
.wp-account__explorer-button:hover { background: var(--wp-color-surface-3); }
.wp-account__explorer-button > span:first-of-type { overflow: hidden; text-overflow: ellipsis; }
.wp-account__siwx {
  display: flex; align-items: center; gap: var(--wp-spacing-s); min-height: 56px; box-sizing: border-box;
  padding-block: var(--wp-spacing-xs); padding-inline: var(--wp-spacing-m) var(--wp-spacing-s);
  border-radius: var(--wp-border-radius-m);
  background: color-mix(in srgb, var(--wp-color-success) 8%, var(--wp-color-surface-1));
  border: 1px solid color-mix(in srgb, var(--wp-color-success) 28%, transparent);
}
.wp-account__siwx-icon, .wp-account__siwx-action-icon {
  display: flex; flex: none; align-items: center; justify-content: center; width: 28px; height: 28px;
  border-radius: var(--wp-border-radius-full);
}
.wp-account__siwx-icon {
  color: color-mix(in srgb, var(--wp-color-success) 65%, var(--wp-color-foreground));
  background: color-mix(in srgb, var(--wp-color-success) 16%, transparent);
}
.wp-account__siwx-action-icon { background: var(--wp-color-surface-2); color: var(--wp-color-text-secondary); }
.wp-account__siwx-body { display: flex; flex-direction: column; flex: 1; min-width: 0; gap: 2px; }
.wp-account__siwx-title {
  font-size: var(--wp-font-size-m); font-weight: var(--wp-font-weight-medium); color: var(--wp-color-foreground);
}
.wp-account__siwx-detail {
  font-size: var(--wp-font-size-s); color: var(--wp-color-text-secondary);
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
}
.wp-account__siwx .wp-button { flex: none; }
`;

/** CSS of the wallet feature buttons and the Tokens | NFTs | Activity tabs under the identity. */
export const ACCOUNT_TABS_CSS = /* css */ `
.wp-account-features { display: flex; gap: var(--wp-spacing-xs); }
.wp-account-feature {
  /* Icon above label: four labels (Buy, Swap, Receive, Send) fit side by side on a 360 px screen. */
  display: flex; flex: 1 1 0; flex-direction: column; align-items: center; justify-content: center;
  gap: var(--wp-spacing-2xs); min-width: 0; height: 64px; margin: 0;
  padding: 0 var(--wp-spacing-2xs); border: 0; border-radius: var(--wp-border-radius-m); cursor: pointer;
  background: var(--wp-color-surface-1); color: var(--wp-color-foreground);
  font: inherit; font-size: var(--wp-font-size-s); font-weight: var(--wp-font-weight-medium);
  transition: background-color var(--wp-duration-fast) var(--wp-ease-in-out);
  -webkit-tap-highlight-color: transparent;
}
.wp-account-feature:hover { background: var(--wp-color-surface-2); }
.wp-account-feature__icon {
  display: flex; flex: none; align-items: center; justify-content: center; width: 26px; height: 26px;
  border-radius: var(--wp-border-radius-full); background: var(--wp-color-accent-soft);
  color: color-mix(in srgb, var(--wp-color-accent) 70%, var(--wp-color-foreground));
}
.wp-account-feature__label { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.wp-account-tabs { display: flex; flex-direction: column; gap: var(--wp-spacing-xs); }
.wp-account-tabs__list {
  display: flex; gap: var(--wp-spacing-3xs); padding: var(--wp-spacing-3xs);
  border-radius: var(--wp-border-radius-m); background: var(--wp-color-surface-1);
}
.wp-account-tabs__tab {
  flex: 1 1 0; min-width: 0; height: 32px; margin: 0; padding: 0 var(--wp-spacing-s);
  border: 0; border-radius: var(--wp-border-radius-s); cursor: pointer;
  background: transparent; color: var(--wp-color-text-secondary);
  font: inherit; font-size: var(--wp-font-size-s); font-weight: var(--wp-font-weight-medium);
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
  transition: background-color var(--wp-duration-fast) var(--wp-ease-in-out), color var(--wp-duration-fast) var(--wp-ease-in-out);
}
.wp-account-tabs__tab:hover { color: var(--wp-color-foreground); }
.wp-account-tabs__tab[aria-selected='true'] {
  background: var(--wp-color-surface-3); color: var(--wp-color-foreground);
}
/*
 * One height for every tab and state (loading, empty, a long list): the card keeps its size between
 * tabs. The content scrolls inside, with room for the focus ring of what it holds.
 */
.wp-account-tabs__panel {
  height: 232px; overflow-y: auto; overscroll-behavior: contain; box-sizing: border-box;
  margin-inline: calc(-1 * var(--wp-spacing-xs)); padding: var(--wp-spacing-xs);
  border-radius: var(--wp-border-radius-m);
}
`;
