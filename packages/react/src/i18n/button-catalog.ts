import { type AreaKey, type AreaTranslate, defineAreas, mergeAreas, translatorFor } from './areas.js';
import type { Locale } from './locale.js';
import { buttons } from './messages/buttons.js';
import { common } from './messages/common.js';

/**
 * The buttons' catalogue: only the areas the page's buttons translate with, so the page loads these
 * strings before the first click and every other area waits for the modal's chunk (catalog.ts).
 */
const BUTTON_AREAS = /* @__PURE__ */ defineAreas([buttons, common]);

export type ButtonMessageKey = AreaKey<typeof BUTTON_AREAS>;
export type ButtonTranslate = AreaTranslate<ButtonMessageKey>;

export function createButtonTranslator(locale: Locale): ButtonTranslate {
  return translatorFor(mergeAreas(BUTTON_AREAS, locale));
}
