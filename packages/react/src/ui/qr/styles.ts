/**
 * The QR code's CSS. Theme tokens everywhere except the code itself: a QR code must be dark modules on a
 * light ground in both themes for cameras to read it, so its card is always white. The code fills its
 * box (`position: absolute; inset: 0`): the caller gives the box its square size.
 */
export const QR_CSS = `
.wp-qr {
  position: absolute; inset: 0; box-sizing: border-box;
  border-radius: var(--wp-border-radius-l); background: #ffffff;
  box-shadow: 0 0 0 1px var(--wp-color-border);
}
.wp-qr--loading { background: none; box-shadow: none; display: flex; }
.wp-qr--loading .wp-skeleton { display: block; }
/* The placeholder's finder patterns: the code's corners, hinted in a quiet tone over the shimmer. */
.wp-qr__hint { position: absolute; inset: 0; }
.wp-qr--loading .wp-qr__finder rect {
  stroke: color-mix(in srgb, var(--wp-color-text-tertiary) 50%, transparent);
  fill: color-mix(in srgb, var(--wp-color-text-tertiary) 50%, transparent);
}
.wp-qr--loading .wp-qr__finder rect:first-child { fill: none; }
.wp-qr__svg { display: block; width: 100%; height: 100%; }
.wp-qr__modules { stroke: #141414; }
.wp-qr__finder rect { stroke: #141414; fill: #141414; }
.wp-qr__finder rect:first-child { fill: none; }
.wp-qr__plate {
  position: absolute; box-sizing: border-box; padding: 1.2%;
  display: flex; align-items: center; justify-content: center;
  border-radius: 22%; background: #ffffff;
}
.wp-qr__plate .wp-wallet-image { width: 100% !important; height: 100% !important; border-radius: 24%; }
.wp-qr__plate .wp-wallet-image img { width: 100%; height: 100%; }
`;
