/**
 * The buttons' stylesheet. It lives in each button's own shadow root (see ShadowHost), so host-page CSS
 * cannot reach in and these rules cannot leak out; class names still carry a `wp-btn-` prefix so they
 * read clearly in devtools. Values come from the theme tokens set on `.wp-btn-theme`. The focus ring and
 * the motion are the modal's (ui/motion.ts), written out here rather than imported so the page's first
 * script does not share a module with the modal's chunk; test/ui/stylesheets.test.ts pins them equal.
 * Sides are logical, so a right-to-left button mirrors.
 */
export const BUTTON_CSS = `
:host{all:initial;display:inline-block;vertical-align:middle}
.wp-btn-theme{--wp-duration-fast: 120ms;--wp-ease-in-out: cubic-bezier(0.4, 0, 0.2, 1);display:inline-flex;color-scheme:var(--wp-color-scheme);font-family:var(--wp-font-family);-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale}
.wp-btn{all:unset;box-sizing:border-box;display:inline-flex;align-items:center;justify-content:center;gap:var(--wp-spacing-xs);height:40px;min-width:40px;padding:0 var(--wp-spacing-l);border-radius:var(--wp-border-radius-full);font-family:var(--wp-font-family);font-size:var(--wp-font-size-m);font-weight:var(--wp-font-weight-semibold);line-height:1;letter-spacing:-0.01em;white-space:nowrap;cursor:pointer;user-select:none;transition:background-color var(--wp-duration-fast) var(--wp-ease-in-out),filter var(--wp-duration-fast) var(--wp-ease-in-out),box-shadow var(--wp-duration-fast) var(--wp-ease-in-out)}
.wp-btn:focus-visible{outline: 2px solid var(--wp-color-accent); outline-offset: 2px;}
.wp-btn:disabled{cursor:not-allowed;opacity:.5}
.wp-btn[aria-busy=true]{cursor:progress}
.wp-btn-sm{height:32px;padding:0 var(--wp-spacing-m);font-size:var(--wp-font-size-s)}
.wp-btn-primary{background:var(--wp-color-accent-strong);color:var(--wp-color-accent-foreground)}
.wp-btn-primary:hover:not(:disabled){filter:brightness(.94)}
.wp-btn-primary:active:not(:disabled){filter:brightness(.88)}
.wp-btn-surface{background:var(--wp-color-surface-1);color:var(--wp-color-foreground);box-shadow:inset 0 0 0 1px var(--wp-color-border)}
.wp-btn-surface:hover:not(:disabled){background:var(--wp-color-surface-2)}
.wp-btn-surface:active:not(:disabled){background:var(--wp-color-surface-3)}
.wp-btn-account{gap:var(--wp-spacing-s);padding-block:0;padding-inline:var(--wp-spacing-m) var(--wp-spacing-3xs)}
.wp-btn-account.wp-btn-no-balance{padding-inline-start:var(--wp-spacing-3xs)}
.wp-btn-network{padding-block:0;padding-inline:var(--wp-spacing-xs) var(--wp-spacing-m)}
.wp-btn-balance{order:-1;display:inline-flex;align-items:center;min-width:0;font-variant-numeric:tabular-nums}
.wp-btn-pill{display:inline-flex;align-items:center;gap:var(--wp-spacing-xs);height:32px;padding-block:0;padding-inline:var(--wp-spacing-2xs) var(--wp-spacing-m);border-radius:var(--wp-border-radius-full);background:var(--wp-color-surface-2);color:var(--wp-color-foreground)}
.wp-btn-sm .wp-btn-pill{height:26px}
.wp-btn-name{max-width:140px;overflow:hidden;text-overflow:ellipsis}
.wp-btn-avatar,.wp-btn-image{flex:none;width:24px;height:24px;border-radius:var(--wp-border-radius-full);box-shadow:inset 0 0 0 1px var(--wp-color-border);object-fit:cover;overflow:hidden}
.wp-btn-sm .wp-btn-avatar,.wp-btn-sm .wp-btn-image{width:20px;height:20px}
.wp-btn-image-fallback{display:inline-flex;align-items:center;justify-content:center;background:var(--wp-color-surface-3);color:var(--wp-color-text-secondary)}
.wp-btn-initials{font-size:var(--wp-font-size-xs);font-weight:var(--wp-font-weight-semibold);letter-spacing:0;color:var(--wp-color-foreground)}
.wp-btn-initials::before{content:attr(data-initials)}
.wp-btn-warning{color:var(--wp-color-warning)}
.wp-btn-warning .wp-btn-name{color:color-mix(in srgb,var(--wp-color-warning) 70%,var(--wp-color-foreground))}
.wp-btn-skeleton{display:inline-block;width:72px;height:14px;border-radius:var(--wp-border-radius-xs);background:linear-gradient(90deg,var(--wp-color-surface-2) 25%,var(--wp-color-surface-3) 50%,var(--wp-color-surface-2) 75%);background-size:200% 100%;animation:wp-btn-shimmer 1.4s ease-in-out infinite}
.wp-btn-spinner{flex:none;width:14px;height:14px;box-sizing:border-box;border:2px solid currentColor;border-inline-end-color:transparent;border-radius:50%;animation:wp-btn-spin .8s linear infinite}
.wp-btn-sr{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
@keyframes wp-btn-shimmer{from{background-position:100% 0}to{background-position:-100% 0}}
@keyframes wp-btn-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.wp-btn,.wp-btn *{transition:none!important;animation-duration:0s!important;animation-iteration-count:1!important}}
`;
