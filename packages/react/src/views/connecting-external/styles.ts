/** The ConnectingExternal view's own CSS (theme tokens only). */
export const CONNECTING_VIEW_CSS = `
.wp-connecting {
  display: flex; flex-direction: column; align-items: center; gap: var(--wp-spacing-l);
  padding: var(--wp-spacing-l) 0 var(--wp-spacing-xs);
}
.wp-connecting-text {
  display: flex; flex-direction: column; align-items: center; gap: var(--wp-spacing-xs);
  max-width: 296px; min-height: 64px;
}
.wp-connecting-text > * { margin: 0; }
.wp-connecting-description { overflow-wrap: anywhere; }
.wp-connecting-retry { min-width: 148px; }
.wp-connecting-retry .wp-button__label { display: inline-flex; align-items: center; gap: var(--wp-spacing-xs); }
.wp-connecting-icon {
  display: flex; align-items: center; justify-content: center; width: 72px; height: 72px;
  border-radius: var(--wp-border-radius-full); background: var(--wp-color-surface-2);
  color: var(--wp-color-text-secondary);
}
.wp-connecting-icon--warning { color: var(--wp-color-warning); }

.wp-status-ring { position: relative; width: 96px; height: 96px; display: grid; place-items: center; }
.wp-status-ring__svg { position: absolute; inset: 0; width: 100%; height: 100%; overflow: visible; }
.wp-status-ring__track { fill: none; stroke: var(--wp-color-surface-3); stroke-width: 3; }
.wp-status-ring__arc {
  fill: none; stroke: var(--wp-color-accent); stroke-width: 3; stroke-linecap: round;
  stroke-dasharray: 26 74; transform-origin: 50% 50%;
  animation: wp-status-ring-turn 1s linear infinite;
}
.wp-status-ring--error .wp-status-ring__arc { stroke: var(--wp-color-error); stroke-dasharray: 100 0; animation: none; }
.wp-status-ring--success .wp-status-ring__arc { stroke: var(--wp-color-success); stroke-dasharray: 100 0; animation: none; }
.wp-status-ring__content { display: flex; }
.wp-status-ring__content .wp-wallet-image { border-radius: 22px; }
@keyframes wp-status-ring-turn { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) {
  .wp-status-ring__arc { animation-duration: 3s; }
}

.wp-connecting-tile.wp-wallet-image { border-radius: 22px; }
.wp-connecting-links {
  display: flex; flex-direction: column; gap: var(--wp-spacing-xs);
  width: 100%; margin: 0; padding: 0; list-style: none;
}
.wp-connecting-link { text-decoration: none; box-sizing: border-box; }
.wp-connecting-link__icon {
  display: flex; align-items: center; justify-content: center; flex: none;
  width: 40px; height: 40px; border-radius: var(--wp-border-radius-s);
  background: var(--wp-color-surface-2); color: var(--wp-color-text-secondary);
}
.wp-connecting-link .wp-list-item__trailing { color: var(--wp-color-text-tertiary); display: flex; }
`;
