// The `aud` values the relay accepts by default: its own URL as a client may have configured it. Clients
// sign the relayUrl they were given, so every name the listening socket is reachable by counts, with and
// without a trailing slash (`new URL(relayUrl).href` adds one).
import { networkInterfaces } from 'node:os';

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '']);

const hostForUrl = (host: string) => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);

function interfaceHosts(): string[] {
  return Object.values(networkInterfaces())
    .flatMap((addresses) => addresses ?? [])
    .map((address) => hostForUrl(address.address));
}

export function defaultAudiences(host: string, port: number): string[] {
  const hosts = new Set(LOOPBACK_HOSTS);
  if (WILDCARD_HOSTS.has(host)) for (const each of interfaceHosts()) hosts.add(each);
  else hosts.add(hostForUrl(host));
  return [...hosts].flatMap((each) => [`ws://${each}:${port}`, `ws://${each}:${port}/`]);
}
