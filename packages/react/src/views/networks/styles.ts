/** CSS of the network list (Networks and UnsupportedChain) and the two views. Tokens only. */
export const NETWORKS_VIEW_CSS = /* css */ `
.wp-network-list { display: flex; flex-direction: column; gap: var(--wp-spacing-s); }
.wp-network-list__items {
  display: flex; flex-direction: column; gap: var(--wp-spacing-xs);
  margin: 0; padding: 0; list-style: none;
}
.wp-network-list__status:empty { display: none; }
.wp-network-list__message {
  display: flex; align-items: flex-start; gap: var(--wp-spacing-xs); margin: 0;
  padding: var(--wp-spacing-s) var(--wp-spacing-m); border-radius: var(--wp-border-radius-m);
  font-size: var(--wp-font-size-s); font-weight: var(--wp-font-weight-medium); line-height: 1.4;
}
.wp-network-list__message .wp-icon { margin-top: 1px; }
.wp-network-list__message--failed {
  background: color-mix(in srgb, var(--wp-color-error) 12%, transparent);
  /* Mixed towards the foreground so the message reads at 4.5:1 on its tint in both modes. */
  color: color-mix(in srgb, var(--wp-color-error) 60%, var(--wp-color-foreground));
}
.wp-network-list__message--declined { background: var(--wp-color-surface-2); color: var(--wp-color-text-secondary); }
.wp-network-list__note { padding: 0 var(--wp-spacing-2xs); }
.wp-network-list__spinner { display: flex; color: var(--wp-color-accent); }
.wp-network-list__check { display: flex; color: var(--wp-color-accent); }
.wp-list-item--static { cursor: default; }
.wp-list-item[aria-busy='true'] .wp-list-item__description { color: color-mix(in srgb, var(--wp-color-accent) 60%, var(--wp-color-foreground)); }

.wp-unsupported-view { display: flex; flex-direction: column; gap: var(--wp-spacing-l); }
.wp-unsupported-view__intro {
  display: flex; flex-direction: column; align-items: center; gap: var(--wp-spacing-m);
  padding: var(--wp-spacing-xs) var(--wp-spacing-s) 0;
}
.wp-unsupported-view__icon {
  display: flex; align-items: center; justify-content: center; width: 56px; height: 56px;
  border-radius: var(--wp-border-radius-full);
  background: color-mix(in srgb, var(--wp-color-warning) 14%, transparent); color: var(--wp-color-warning);
}
.wp-unsupported-view__heading { margin-bottom: calc(-1 * var(--wp-spacing-xs)); padding: 0 var(--wp-spacing-2xs); text-transform: uppercase; }
`;
