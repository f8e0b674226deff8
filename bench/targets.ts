/** The product's performance targets (issue 5). Printed beside measurements; only bytes are ever asserted. */

/** JavaScript above React loaded before the first click, gzip: 49 KiB. */
export const BEFORE_CLICK_GZIP_TARGET_BYTES = 49 * 1024;

/** From the click to the modal on screen. A target to watch, never an assertion (timings are noisy). */
export const CLICK_TO_MODAL_TARGET_MS = 20;
