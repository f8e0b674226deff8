/** The SIWXSignMessage view's CSS (theme tokens only, so light/dark and themeVariables apply). */
export const SIWX_VIEW_CSS = /* css */ `
.wp-siwx { display: flex; flex-direction: column; gap: var(--wp-spacing-l); padding-top: var(--wp-spacing-xs); }
.wp-siwx__intro {
  display: flex; flex-direction: column; align-items: center; gap: var(--wp-spacing-xs);
  padding: 0 var(--wp-spacing-xs);
}
.wp-siwx__intro > .wp-wallet-image { margin-bottom: var(--wp-spacing-xs); border-radius: var(--wp-border-radius-l); }
.wp-siwx__intro > p, .wp-siwx__intro > h2 { margin: 0; overflow-wrap: anywhere; }
.wp-siwx__intro > h2 { line-height: 1.35; }

.wp-siwx__details {
  display: flex; flex-direction: column; margin: 0; padding: var(--wp-spacing-3xs) var(--wp-spacing-m);
  border: 1px solid var(--wp-color-border); border-radius: var(--wp-border-radius-m);
  background: var(--wp-color-surface-1);
}
.wp-siwx__detail {
  display: flex; align-items: center; justify-content: space-between; gap: var(--wp-spacing-m);
  min-height: 40px;
}
.wp-siwx__detail + .wp-siwx__detail { border-top: 1px solid var(--wp-color-border); }
.wp-siwx__detail dt { flex: none; font-size: var(--wp-font-size-s); color: var(--wp-color-text-secondary); }
.wp-siwx__detail dd {
  display: flex; align-items: center; justify-content: flex-end; gap: var(--wp-spacing-xs);
  min-width: 0; margin: 0; font-size: var(--wp-font-size-s); color: var(--wp-color-foreground);
  font-weight: var(--wp-font-weight-medium);
}
.wp-siwx__value { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.wp-siwx__address { font-variant-numeric: tabular-nums; }
.wp-siwx__detail dd > .wp-avatar, .wp-siwx__detail dd > .wp-network-image { flex: none; }

.wp-siwx__disclosure { display: flex; flex-direction: column; gap: var(--wp-spacing-xs); margin-top: calc(-1 * var(--wp-spacing-xs)); }
.wp-siwx__disclosure-toggle {
  display: inline-flex; align-items: center; gap: var(--wp-spacing-2xs); align-self: flex-start;
  min-height: 32px; padding: 0 var(--wp-spacing-xs); margin-inline-start: calc(-1 * var(--wp-spacing-xs));
  border: 0; border-radius: var(--wp-border-radius-xs); background: none; cursor: pointer;
  font: inherit; font-size: var(--wp-font-size-s); font-weight: var(--wp-font-weight-medium);
  color: var(--wp-color-text-secondary);
}
.wp-siwx__disclosure-toggle:hover { color: var(--wp-color-foreground); }
.wp-siwx__disclosure-chevron { transition: transform var(--wp-duration-base) var(--wp-ease-in-out); }
.wp-siwx__disclosure-toggle[aria-expanded="true"] .wp-siwx__disclosure-chevron { transform: rotate(90deg); }
.wp-siwx__message {
  margin: 0; max-height: 168px; overflow: auto; padding: var(--wp-spacing-s) var(--wp-spacing-m);
  border-radius: var(--wp-border-radius-s); background: var(--wp-color-surface-2);
  color: var(--wp-color-foreground); font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: var(--wp-font-size-xs); line-height: 1.55; white-space: pre-wrap; overflow-wrap: anywhere;
  user-select: text; -webkit-user-select: text;
}
.wp-siwx__message pre { margin: 0; font: inherit; white-space: inherit; }
.wp-siwx__message[hidden] { display: none; }

.wp-siwx__waiting {
  display: flex; align-items: center; gap: var(--wp-spacing-m); padding: var(--wp-spacing-s) var(--wp-spacing-m);
  border-radius: var(--wp-border-radius-m); background: var(--wp-color-surface-2);
}
.wp-siwx__waiting p { margin: 0; }
.wp-siwx__waiting .wp-spinner { flex: none; color: var(--wp-color-accent); }
.wp-siwx__error {
  display: flex; align-items: flex-start; gap: var(--wp-spacing-xs); padding: var(--wp-spacing-s) var(--wp-spacing-m);
  border-radius: var(--wp-border-radius-m);
  border: 1px solid color-mix(in srgb, var(--wp-color-error) 35%, transparent);
  background: color-mix(in srgb, var(--wp-color-error) 10%, transparent);
  color: color-mix(in srgb, var(--wp-color-error) 65%, var(--wp-color-foreground));
  font-size: var(--wp-font-size-s); line-height: 20px; overflow-wrap: anywhere;
}
.wp-siwx__error > .wp-icon { flex: none; margin-top: 1px; }

.wp-siwx__actions { display: grid; grid-template-columns: 1fr 1fr; gap: var(--wp-spacing-s); }

.wp-siwx--done { align-items: center; padding: var(--wp-spacing-xl) 0; }
.wp-siwx__done-icon {
  display: flex; align-items: center; justify-content: center; width: 64px; height: 64px;
  border-radius: var(--wp-border-radius-full); color: var(--wp-color-success);
  background: color-mix(in srgb, var(--wp-color-success) 14%, transparent);
}
.wp-siwx--done h2 { margin: 0; }
@media (prefers-reduced-motion: reduce) { .wp-siwx__disclosure-chevron { transition: none; } }
`;
