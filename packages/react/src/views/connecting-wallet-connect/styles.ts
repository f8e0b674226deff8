/**
 * The wallet-connect views' CSS. Theme tokens everywhere except the code itself: a QR code must be dark
 * modules on a light ground in both themes for cameras to read it, so its card is always white.
 */
export const WALLET_CONNECT_VIEW_CSS = `
.wp-wc { display: flex; flex-direction: column; gap: var(--wp-spacing-l); padding-top: var(--wp-spacing-xs); }
.wp-wc-panel { display: flex; flex-direction: column; align-items: center; gap: var(--wp-spacing-m); }
.wp-wc-qr-box {
  position: relative; width: 100%; max-width: 328px; aspect-ratio: 1 / 1; box-sizing: border-box;
}
.wp-qr__mark { display: block; width: 100%; height: 100%; }
.wp-wc-error {
  position: absolute; inset: 0; box-sizing: border-box;
  display: flex; flex-direction: column; align-items: center; justify-content: center; gap: var(--wp-spacing-s);
  padding: var(--wp-spacing-xl); border-radius: var(--wp-border-radius-l);
  background: var(--wp-color-surface-1); border: 1px solid var(--wp-color-border);
}
.wp-wc-error > * { margin: 0; }
.wp-wc-error__icon {
  display: flex; align-items: center; justify-content: center; width: 56px; height: 56px;
  border-radius: var(--wp-border-radius-full);
  color: var(--wp-color-error); background: color-mix(in srgb, var(--wp-color-error) 14%, transparent);
}
.wp-wc-error__hint { max-width: 260px; }
.wp-wc-error__retry { margin-top: var(--wp-spacing-xs); min-width: 148px; }
.wp-wc-error__retry .wp-button__label,
.wp-wc-copy .wp-button__label,
.wp-wc-link .wp-button__label { display: inline-flex; align-items: center; gap: var(--wp-spacing-xs); }
.wp-wc-hint { margin: 0; max-width: 296px; }
.wp-wc-wallet { display: flex; align-items: center; justify-content: center; gap: var(--wp-spacing-s); }
.wp-wc-wallet > * { margin: 0; }
.wp-wc-links { display: flex; flex-direction: column; gap: var(--wp-spacing-xs); width: 100%; }
.wp-wc-panel[data-phase='error'] .wp-wc-hint { visibility: hidden; }
.wp-wc-compact { display: flex; flex-direction: column; gap: var(--wp-spacing-s); }
.wp-wc-compact > h2 { margin: 0; text-align: center; }
.wp-wc-grid {
  display: grid; grid-template-columns: repeat(4, 1fr); gap: var(--wp-spacing-xs);
  margin: 0; padding: 0; list-style: none;
}
.wp-wc-grid > li { display: flex; min-width: 0; }
.wp-wc-tile {
  display: flex; flex-direction: column; align-items: center; gap: var(--wp-spacing-xs);
  width: 100%; min-width: 0; margin: 0; padding: var(--wp-spacing-s) var(--wp-spacing-2xs);
  border: 0; border-radius: var(--wp-border-radius-m); background: var(--wp-color-surface-1);
  color: var(--wp-color-foreground); font: inherit; cursor: pointer; box-sizing: border-box;
}
.wp-wc-tile:hover { background: var(--wp-color-surface-2); }
.wp-wc-tile--pending { cursor: default; }
.wp-wc-tile .wp-wallet-image { border-radius: var(--wp-border-radius-m); }
.wp-wc-tile__name {
  max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
  font-size: var(--wp-font-size-xs); line-height: 1.3;
}
.wp-wc-tile__all {
  display: flex; align-items: center; justify-content: center; width: 48px; height: 48px;
  border-radius: var(--wp-border-radius-m); background: var(--wp-color-surface-2); color: var(--wp-color-accent);
}
`;
