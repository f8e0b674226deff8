/** The product's performance targets. Printed beside measurements; only bytes are ever asserted. */

/** JavaScript above React loaded before the first click, gzip: 49 KiB. */
export const BEFORE_CLICK_GZIP_TARGET_BYTES = 49 * 1024;

/** From the click to the modal on screen. A target to watch, never an assertion (timings are noisy). */
export const CLICK_TO_MODAL_TARGET_MS = 20;

/** Click → first wallet row, as a share of RainbowKit's on the same machine in the same run. */
export const CLICK_TO_FIRST_ROW_VS_RAINBOWKIT = 0.5;

/** Navigation → connect button visible, as a multiple of the React-only page's. */
export const BUTTON_VISIBLE_VS_REACT_ONLY = 1.3;

/** Main-thread busy time during load, above the React-only page's. */
export const MAIN_THREAD_ABOVE_REACT_ONLY_MS = 30;

/** Requests to hosts other than the page's own while it loads. */
export const FOREIGN_REQUESTS_AT_LOAD = 0;
