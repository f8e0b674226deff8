import type { CheckoutWindow } from '@walletport/core/onramp';

/** The popup's size: the providers' checkout pages are built for a phone-sized window. */
const POPUP_FEATURES = 'popup=yes,width=460,height=720';

/**
 * Opens the checkout window now, in the click, before its URL is known: a window opened after the server
 * answered would no longer count as the visitor's doing, and browsers block those. It is blank until
 * `show`; undefined when the browser blocked it (the view then offers a link).
 */
export function openCheckoutWindow(view: Window | null | undefined): CheckoutWindow | undefined {
  const opened = view?.open('about:blank', '_blank', POPUP_FEATURES) ?? null;
  if (opened === null) return undefined;
  return {
    show(url) {
      if (opened.closed) return false;
      // The provider's page must not reach back into this one.
      opened.opener = null;
      opened.location.replace(url);
      return true;
    },
    close() {
      if (!opened.closed) opened.close();
    },
  };
}
