/** CSS of the Activity list (the Account tab and the Activity view): month groups of transaction rows. */
export const ACTIVITY_CSS = /* css */ `
.wp-activity { display: flex; flex-direction: column; gap: var(--wp-spacing-s); }
.wp-activity__groups { display: flex; flex-direction: column; gap: var(--wp-spacing-m); }
.wp-activity__month { display: flex; flex-direction: column; gap: var(--wp-spacing-2xs); }
.wp-activity__heading {
  margin: 0; padding-inline: var(--wp-spacing-s);
  font-size: var(--wp-font-size-s); font-weight: var(--wp-font-weight-semibold);
  color: var(--wp-color-text-secondary); letter-spacing: 0.01em;
}
.wp-activity__rows { display: flex; flex-direction: column; gap: var(--wp-spacing-2xs); margin: 0; padding: 0; list-style: none; }
.wp-activity-row {
  display: flex; align-items: center; gap: var(--wp-spacing-m); min-height: 56px; box-sizing: border-box;
  padding-block: var(--wp-spacing-xs); padding-inline: var(--wp-spacing-s);
  border-radius: var(--wp-border-radius-m);
}
.wp-activity-row__picture { display: flex; flex: none; width: 36px; height: 36px; }
.wp-activity-row__picture .wp-nft__picture { border-radius: var(--wp-border-radius-s); }
.wp-activity-row__picture .wp-nft__picture .wp-icon { width: 18px; height: 18px; }
.wp-activity-row__body { display: flex; flex-direction: column; gap: 2px; flex: 1; min-width: 0; }
.wp-activity-row__title {
  display: flex; align-items: center; gap: var(--wp-spacing-xs); min-width: 0;
  font-size: var(--wp-font-size-m); font-weight: var(--wp-font-weight-medium); color: var(--wp-color-foreground);
}
.wp-activity-row__detail, .wp-activity-row__time {
  font-size: var(--wp-font-size-s); color: var(--wp-color-text-secondary);
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
}
.wp-activity-row__detail { font-variant-numeric: tabular-nums; }
.wp-activity-row__end { display: flex; flex-direction: column; align-items: flex-end; gap: 2px; flex: none; max-width: 40%; min-width: 0; }
.wp-activity-row__amount {
  font-size: var(--wp-font-size-m); font-weight: var(--wp-font-weight-medium); color: var(--wp-color-foreground);
  font-variant-numeric: tabular-nums; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; max-width: 100%;
}
.wp-activity-row[data-direction='in'] .wp-activity-row__amount {
  color: color-mix(in srgb, var(--wp-color-success) 65%, var(--wp-color-foreground));
}
.wp-activity-row[data-status='failed'] .wp-activity-row__amount { text-decoration: line-through; color: var(--wp-color-text-secondary); }
.wp-activity-row__more { color: var(--wp-color-text-secondary); font-weight: var(--wp-font-weight-regular); }
.wp-activity__end { display: flex; justify-content: center; padding-block: var(--wp-spacing-s); }
.wp-activity-view {
  height: min(560px, calc(100dvh - 160px)); overflow-y: auto; overscroll-behavior: contain;
  margin-inline: calc(-1 * var(--wp-spacing-xs)); padding: var(--wp-spacing-xs);
}
`;
