/** Types of local-service.mjs (a plain-JS module so scripts can use it before any build). */
/** apt-get install -y the package as root (apt-get update first when the install fails). */
export function aptGetInstall(debianPackage: string, why: string): Promise<void>;
/** A port on 127.0.0.1 that was free a moment ago. */
export function freePort(): Promise<number>;
