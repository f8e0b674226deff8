export { startStack, planPorts, type Stack, type StackOptions } from './stack.js';
export { freePort, isPortFree, PortInUseError } from './ports.js';
export { startStaticServer } from './static-server.js';
