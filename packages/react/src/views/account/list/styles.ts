/** CSS shared by the Account tab lists and the Activity view: placeholder rows and the empty/failed state. */
export const LIST_CSS = /* css */ `
.wp-list-skeleton { display: flex; flex-direction: column; gap: var(--wp-spacing-xs); }
.wp-list-skeleton__row {
  display: flex; align-items: center; gap: var(--wp-spacing-m); min-height: 56px; box-sizing: border-box;
  padding-inline: var(--wp-spacing-s);
}
.wp-list-skeleton__lines { display: flex; flex-direction: column; gap: var(--wp-spacing-xs); flex: 1; min-width: 0; }
.wp-list-state {
  display: flex; flex-direction: column; align-items: center; justify-content: center;
  gap: var(--wp-spacing-xs); min-height: 100%; box-sizing: border-box;
  padding: var(--wp-spacing-xl) var(--wp-spacing-l); text-align: center;
  color: var(--wp-color-text-secondary);
}
.wp-list-state > .wp-icon { margin-bottom: var(--wp-spacing-2xs); color: var(--wp-color-text-tertiary); }
.wp-list-state--failed > .wp-icon { color: var(--wp-color-warning); }
.wp-list-state__title { color: var(--wp-color-foreground); font-weight: var(--wp-font-weight-medium); }
.wp-list-state .wp-button { margin-top: var(--wp-spacing-s); }
`;
