import { defaultSolanaRpcUrl } from '../solana/chains.js';

/** The relay `npm start` runs (tools/relay, WALLETPORT_RELAY_PORT default 8790). */
export const defaultRelayUrl = 'ws://127.0.0.1:8790';

/** The devnet's chain, where the stack deploys the Farcaster ID registry. */
export const DEFAULT_FARCASTER_CHAIN_ID = 31337;

export interface WcPageOptions {
  relayUrl: string;
  /** Where solana_signAndSendTransaction sends (?solanaRpcUrl=, default tools/solnet's port). */
  solanaRpcUrl: string;
  /** The chain of the Farcaster ID registry the sign-in messages name (?farcasterChainId=, default the devnet). */
  farcasterChainId: number;
  /** A pairing URI to pair with as soon as the wallet is ready. */
  uri?: string;
  /** Why a query value was ignored; the page shows these. */
  warnings: string[];
}

function isHttpUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

function isWebSocketUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'ws:' || protocol === 'wss:';
  } catch {
    return false;
  }
}

/** WalletConnect v2 pairing URIs: wc:<topic>@2?… (v1 URIs end in @1 and cannot pair with this SDK). */
export function isPairingUri(text: string): boolean {
  return /^wc:[0-9a-f]{64}@2\?\S+$/i.test(text.trim());
}

/** Reads ?relayUrl=, ?solanaRpcUrl= and ?uri= from the page's query string; a bad value is skipped with a warning. */
export function parseWcPageOptions(search: string): WcPageOptions {
  const query = new URLSearchParams(search);
  const warnings: string[] = [];
  let relayUrl = defaultRelayUrl;
  const relayParam = query.get('relayUrl');
  if (relayParam !== null && relayParam.trim() !== '') {
    if (isWebSocketUrl(relayParam.trim())) relayUrl = relayParam.trim();
    else warnings.push(`relayUrl "${relayParam}" is not a ws:// or wss:// URL; using ${defaultRelayUrl}`);
  }
  let solanaRpcUrl = defaultSolanaRpcUrl;
  const solanaParam = query.get('solanaRpcUrl');
  if (solanaParam !== null && solanaParam.trim() !== '') {
    if (isHttpUrl(solanaParam.trim())) solanaRpcUrl = solanaParam.trim();
    else warnings.push(`solanaRpcUrl "${solanaParam}" is not an http(s) URL; using ${defaultSolanaRpcUrl}`);
  }
  let farcasterChainId = DEFAULT_FARCASTER_CHAIN_ID;
  const chainParam = query.get('farcasterChainId');
  if (chainParam !== null && chainParam.trim() !== '') {
    if (/^[1-9][0-9]{0,15}$/.test(chainParam.trim())) farcasterChainId = Number(chainParam.trim());
    else
      warnings.push(
        `farcasterChainId "${chainParam}" is not a chain id; using ${DEFAULT_FARCASTER_CHAIN_ID}`,
      );
  }
  const uriParam = query.get('uri');
  if (uriParam !== null && uriParam.trim() !== '') {
    if (isPairingUri(uriParam))
      return { relayUrl, solanaRpcUrl, farcasterChainId, uri: uriParam.trim(), warnings };
    warnings.push('the uri query parameter is not a WalletConnect v2 pairing URI (wc:…@2?…)');
  }
  return { relayUrl, solanaRpcUrl, farcasterChainId, warnings };
}
