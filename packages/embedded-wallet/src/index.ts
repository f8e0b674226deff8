/**
 * `@walletport/embedded-wallet`: the host side of the frame, for pages that talk to it without the
 * Walletport modal (the modal's own copy lives in `@walletport/core`), and the message protocol both sides
 * speak. The frame app itself is the built site in `dist/site/`; `@walletport/embedded-wallet/serve` serves
 * it. See docs/embedded-wallet.md.
 */
export {
  createFrameClient,
  type FrameClient,
  type FrameClientOptions,
  FrameLoadError,
  FrameTimeoutError,
  frameUrl,
  type RequestOptions,
} from '@walletport/core/internal';
export * from '@walletport/core/embedded-protocol';
