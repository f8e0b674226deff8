/**
 * CSS of the design-system primitives. Every value comes from the theme tokens (`--wp-*` custom
 * properties set on the modal's shadow host), so theme mode and the app's themeVariables restyle
 * everything without touching this file. Classes are prefixed `wp-`.
 */
import { FOCUS_RING, FOCUSABLE, STATE_TRANSITION } from './motion.js';

export const UI_CSS = /* css */ `
.wp-visually-hidden {
  position: absolute !important;
  width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;
}
.wp-icon { display: block; flex: none; }
.wp-stack { display: flex; flex-direction: column; gap: var(--wp-spacing-xs); }
.wp-stack--gap-s { gap: var(--wp-spacing-s); }
.wp-stack--gap-m { gap: var(--wp-spacing-m); }
.wp-stack--gap-l { gap: var(--wp-spacing-l); }

/* The focus ring of every control in the modal (FOCUS_RING): visible for keyboard users only. */
${FOCUSABLE}:focus-visible { ${FOCUS_RING} }

/* Directional icons point the way the text runs; pictures (logos, QR codes) never mirror. */
[dir='rtl'] .wp-icon:is([data-icon='back'], [data-icon='chevron-right'], [data-icon='disconnect']) { transform: scaleX(-1); }

/* Button */
.wp-button {
  position: relative;
  display: inline-flex; align-items: center; justify-content: center; gap: var(--wp-spacing-s);
  margin: 0; border: 0; cursor: pointer;
  font: inherit; font-weight: var(--wp-font-weight-semibold); letter-spacing: -0.01em;
  border-radius: var(--wp-border-radius-m);
  transition: background-color ${STATE_TRANSITION}, box-shadow ${STATE_TRANSITION}, color ${STATE_TRANSITION}, opacity ${STATE_TRANSITION};
  -webkit-tap-highlight-color: transparent;
  white-space: nowrap;
}
.wp-button--md { height: 44px; padding: 0 var(--wp-spacing-l); font-size: var(--wp-font-size-m); }
.wp-button--sm { height: 32px; padding: 0 var(--wp-spacing-m); font-size: var(--wp-font-size-s); border-radius: var(--wp-border-radius-s); }
.wp-button--full { display: flex; width: 100%; }
/* accent-strong, not accent: the label must read at 4.5:1 on the fill. */
.wp-button--primary { background: var(--wp-color-accent-strong); color: var(--wp-color-accent-foreground); }
.wp-button--secondary { background: var(--wp-color-surface-2); color: var(--wp-color-foreground); }
.wp-button--ghost { background: transparent; color: var(--wp-color-text-secondary); }
.wp-button--danger {
  background: color-mix(in srgb, var(--wp-color-error) 14%, transparent);
  /* The status colours alone read below 4.5:1 on white: text takes them mixed towards the foreground. */
  color: color-mix(in srgb, var(--wp-color-error) 70%, var(--wp-color-foreground));
}
.wp-button--primary:hover:not(:disabled) { box-shadow: inset 0 0 0 100px rgba(0, 0, 0, 0.08); }
.wp-button--secondary:hover:not(:disabled) { background: var(--wp-color-surface-3); }
.wp-button--ghost:hover:not(:disabled) { background: var(--wp-color-surface-1); color: var(--wp-color-foreground); }
.wp-button--danger:hover:not(:disabled) { background: color-mix(in srgb, var(--wp-color-error) 22%, transparent); }
.wp-button:active:not(:disabled) { transform: translateY(0.5px); }
.wp-button:disabled { cursor: not-allowed; opacity: 0.5; }
.wp-button--loading:disabled { cursor: progress; opacity: 1; }
.wp-button__label { display: inline-flex; align-items: center; gap: var(--wp-spacing-s); }
/* opacity, not visibility: the label must stay the accessible name while loading. */
.wp-button--loading .wp-button__label { opacity: 0; }
.wp-button__spinner { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; }

/* IconButton */
.wp-icon-button {
  display: inline-flex; align-items: center; justify-content: center; flex: none;
  margin: 0; padding: 0; border: 0; cursor: pointer;
  background: transparent; color: var(--wp-color-text-secondary);
  border-radius: var(--wp-border-radius-s);
  transition: background-color ${STATE_TRANSITION}, color ${STATE_TRANSITION};
  -webkit-tap-highlight-color: transparent;
}
.wp-icon-button--md { width: 36px; height: 36px; }
.wp-icon-button--sm { width: 28px; height: 28px; }
.wp-icon-button:hover:not(:disabled) { background: var(--wp-color-surface-2); color: var(--wp-color-foreground); }
.wp-icon-button:disabled { cursor: not-allowed; opacity: 0.4; }

/* ListItem */
.wp-list-item {
  display: flex; align-items: center; gap: var(--wp-spacing-m);
  width: 100%; min-height: 56px; margin: 0;
  padding-block: var(--wp-spacing-s); padding-inline: var(--wp-spacing-s) var(--wp-spacing-m);
  border: 0; border-radius: var(--wp-border-radius-m); cursor: pointer;
  background: var(--wp-color-surface-1); color: var(--wp-color-foreground);
  font: inherit; text-align: start;
  transition: background-color ${STATE_TRANSITION}, box-shadow ${STATE_TRANSITION};
  -webkit-tap-highlight-color: transparent;
}
.wp-list-item:hover:not(:disabled) { background: var(--wp-color-surface-2); }
.wp-list-item:disabled { cursor: not-allowed; opacity: 0.5; }
.wp-list-item--selected { box-shadow: inset 0 0 0 1px var(--wp-color-accent); background: var(--wp-color-accent-soft); }
.wp-list-item--selected:hover:not(:disabled) { background: var(--wp-color-accent-soft); }
.wp-list-item__icon { display: flex; flex: none; }
.wp-list-item__body { display: flex; flex-direction: column; gap: var(--wp-spacing-3xs); flex: 1; min-width: 0; }
.wp-list-item__title-row { display: flex; align-items: center; gap: var(--wp-spacing-s); min-width: 0; }
.wp-list-item__title {
  font-size: var(--wp-font-size-m); font-weight: var(--wp-font-weight-medium); line-height: 1.3;
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
}
.wp-list-item__description {
  font-size: var(--wp-font-size-s); color: var(--wp-color-text-secondary); line-height: 1.35;
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
}
.wp-list-item__trailing { display: flex; align-items: center; gap: var(--wp-spacing-xs); flex: none; color: var(--wp-color-text-tertiary); }

/* Skeleton */
.wp-skeleton {
  display: block; flex: none; max-width: 100%;
  background: linear-gradient(90deg, var(--wp-color-surface-2) 0%, var(--wp-color-surface-3) 50%, var(--wp-color-surface-2) 100%);
  background-size: 200% 100%;
  animation: wp-shimmer 1.4s ease-in-out infinite;
}
@keyframes wp-shimmer { from { background-position: 100% 0; } to { background-position: -100% 0; } }
/* The shimmer runs the way the text reads. */
[dir='rtl'] .wp-skeleton { animation-direction: reverse; }
@media (prefers-reduced-motion: reduce) {
  .wp-skeleton { animation: none; background: var(--wp-color-surface-2); }
}

/* Text */
.wp-text { margin: 0; font-family: inherit; }
.wp-text--title { font-size: var(--wp-font-size-l); font-weight: var(--wp-font-weight-semibold); line-height: 1.3; letter-spacing: -0.01em; }
.wp-text--body { font-size: var(--wp-font-size-m); font-weight: var(--wp-font-weight-regular); line-height: 1.45; }
.wp-text--small { font-size: var(--wp-font-size-s); font-weight: var(--wp-font-weight-regular); line-height: 1.4; }
.wp-text--caption { font-size: calc(var(--wp-font-size-xs) * 1.1); font-weight: var(--wp-font-weight-medium); line-height: 1.35; letter-spacing: 0.01em; }
.wp-text--tone-primary { color: var(--wp-color-foreground); }
.wp-text--tone-secondary { color: var(--wp-color-text-secondary); }
.wp-text--tone-tertiary { color: var(--wp-color-text-tertiary); }
.wp-text--tone-error { color: color-mix(in srgb, var(--wp-color-error) 70%, var(--wp-color-foreground)); }
.wp-text--tone-success { color: color-mix(in srgb, var(--wp-color-success) 70%, var(--wp-color-foreground)); }
.wp-text--align-start { text-align: start; }
.wp-text--align-center { text-align: center; }
.wp-text--align-end { text-align: end; }
.wp-text--truncate { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; min-width: 0; }

/* Images */
.wp-wallet-image, .wp-network-image, .wp-avatar {
  position: relative; display: inline-flex; align-items: center; justify-content: center; flex: none;
  overflow: hidden; background: var(--wp-color-surface-2); color: var(--wp-color-text-secondary);
  font-weight: var(--wp-font-weight-semibold); line-height: 1; user-select: none;
}
.wp-wallet-image { border-radius: 28%; }
.wp-network-image, .wp-avatar { border-radius: var(--wp-border-radius-full); }
/* A hairline inside the edge keeps white logos visible on a light surface without changing the size. */
.wp-wallet-image::after, .wp-network-image::after, .wp-avatar::after {
  content: ''; position: absolute; inset: 0; border-radius: inherit;
  box-shadow: inset 0 0 0 1px var(--wp-color-border); pointer-events: none;
}
.wp-wallet-image img, .wp-network-image img, .wp-avatar img { display: block; width: 100%; height: 100%; object-fit: cover; }
.wp-wallet-image__initials, .wp-network-image__initials { letter-spacing: 0.02em; }
.wp-wallet-image__initials::before, .wp-network-image__initials::before { content: attr(data-initials); }

/* SearchInput */
.wp-search { position: relative; display: flex; align-items: center; width: 100%; }
.wp-search__icon { position: absolute; inset-inline-start: var(--wp-spacing-m); color: var(--wp-color-text-tertiary); pointer-events: none; }
.wp-search__input {
  width: 100%; height: 40px; margin: 0;
  padding-block: 0; padding-inline: calc(var(--wp-spacing-m) + 18px + var(--wp-spacing-s)) var(--wp-spacing-m);
  border: 1px solid var(--wp-color-border); border-radius: var(--wp-border-radius-m);
  background: var(--wp-color-surface-1); color: var(--wp-color-foreground);
  font: inherit; font-size: var(--wp-font-size-m);
  transition: border-color ${STATE_TRANSITION};
}
.wp-search__input::placeholder { color: var(--wp-color-text-tertiary); opacity: 1; }
/* The ring is the shared one; the border takes the accent too, as a field being typed in. */
.wp-search__input:focus-visible { border-color: var(--wp-color-accent); }

/* Spinner */
.wp-spinner { display: inline-flex; color: var(--wp-color-accent); }
.wp-spinner__glyph { display: block; animation: wp-spin 0.8s linear infinite; }
.wp-spinner__track { stroke: var(--wp-color-surface-3); }
.wp-spinner__arc { stroke: currentColor; }
.wp-button .wp-spinner__track { stroke: currentColor; opacity: 0.25; }
@keyframes wp-spin { to { transform: rotate(360deg); } }
/* Progress must stay visible, so the spin slows down rather than stops. */
@media (prefers-reduced-motion: reduce) { .wp-spinner__glyph { animation-duration: 2s; } }

/* Badge: the text is the tone mixed towards the foreground, so it reads at 4.5:1 on its tint in both modes. */
.wp-badge {
  display: inline-flex; align-items: center; flex: none; height: 20px; padding: 0 var(--wp-spacing-xs);
  border-radius: var(--wp-border-radius-xs);
  font-size: calc(var(--wp-font-size-xs) * 1.1); font-weight: var(--wp-font-weight-semibold);
  line-height: 1; letter-spacing: 0.01em; white-space: nowrap;
}
.wp-badge--neutral { background: var(--wp-color-surface-2); color: var(--wp-color-text-secondary); }
.wp-badge--accent { background: var(--wp-color-accent-soft); color: color-mix(in srgb, var(--wp-color-accent) 60%, var(--wp-color-foreground)); }
.wp-badge--success { background: color-mix(in srgb, var(--wp-color-success) 14%, transparent); color: color-mix(in srgb, var(--wp-color-success) 60%, var(--wp-color-foreground)); }
.wp-badge--warning { background: color-mix(in srgb, var(--wp-color-warning) 14%, transparent); color: color-mix(in srgb, var(--wp-color-warning) 60%, var(--wp-color-foreground)); }
.wp-badge--error { background: color-mix(in srgb, var(--wp-color-error) 14%, transparent); color: color-mix(in srgb, var(--wp-color-error) 60%, var(--wp-color-foreground)); }
`;
