export { startStack, planPorts, type Stack, type StackOptions } from './stack.js';
export { buildDemo, type DemoChainConfig, type DemoConfig, demoConfig } from './demo-site.js';
export { freePort, freePorts, isPortFree, PortInUseError } from './ports.js';
export { startStaticServer } from './static-server.js';
