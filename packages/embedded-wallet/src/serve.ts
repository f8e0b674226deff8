/**
 * `@walletport/embedded-wallet/serve`: building and serving the frame page (Node only), for the local
 * stack and for anyone who hosts the frame with Node.
 */
export { buildFrame, FRAME_DIST_DIR, frameNeedsBuild } from './build-frame.js';
export { type FrameServer, frameSecurityHeaders, type ServeFrameOptions, serveFrame } from './serve-frame.js';
