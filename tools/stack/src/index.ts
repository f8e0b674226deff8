export { startStack, planPorts, type Stack, type StackOptions } from './stack.js';
export {
  buildDevWalletBundles,
  DEV_WALLET_EXTENSION_DIR,
  type DevWalletPart,
  type DevWalletSolana,
  describeDevWallet,
  STACK_CONFIG_FILE_ENV,
  stackConfigFile,
  startDevWalletPart,
} from './dev-wallet-part.js';
export { SOLNET_PORT_ENV, type SolnetPart, startSolnetPart } from './solnet-part.js';
export { ONRAMP_PORT_ENV, type OnrampPart, startOnrampPart } from './onramp-part.js';
export { IDP_PORT_ENV, type IdpPart, socialServerEnv, startIdpPart } from './idp-part.js';
export { buildDemo, type DemoChainConfig, type DemoConfig, demoConfig } from './demo-site.js';
export { freePort, freePortPair, freePorts, isPortFree, PortInUseError } from './ports.js';
export { startStaticServer } from './static-server.js';
