import { join } from 'node:path';
import { startDevnet, devnetChainConfigs, type Devnet } from '@walletport/devnet';
import { startRelay } from '@walletport/relay';
import { buildDemo, DEMO_DIR, demoConfig } from './demo-site.js';
import {
  buildDevWalletBundles,
  DEV_WALLET_EXTENSION_DIR,
  type DevWalletPart,
  startDevWalletPart,
  stackConfigFile,
} from './dev-wallet-part.js';
import { configureDevnetForDemo } from './devnet-part.js';
import { isPortFree, PortInUseError, readPort } from './ports.js';
import { startFramePart, startMailboxPart } from './embedded-part.js';
import { IDP_DEFAULT_PORT, IDP_PORT_ENV, startIdpPart } from './idp-part.js';
import { ONRAMP_DEFAULT_PORT, ONRAMP_PORT_ENV, startOnrampPart } from './onramp-part.js';
import { startServerPart } from './server-part.js';
import {
  SOLNET_DEFAULT_STACK_PORT,
  SOLNET_PORT_ENV,
  type SolnetPart,
  startSolnetPart,
} from './solnet-part.js';
import { startStaticServer } from './static-server.js';

export interface StackOptions {
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
}

export interface Stack {
  urls: {
    demo: string;
    devWallet: string;
    devWalletExtension: string;
    /** The Walletport server (registry, projects, blockchain API, RPC proxy). */
    server: string;
    /** The local WalletConnect relay (development only), the `relayUrl` for the SDKs. */
    relay: string;
    /** The embedded-wallet frame (email login), on an origin of its own. */
    frame: string;
    /** The local mailbox page, where login codes arrive. */
    mailbox: string;
    /** The local identity provider (development only): Google, Apple, Facebook, GitHub, X and Discord. */
    idp: string;
    /** The onramp sandbox (development only): the server's onramp provider and its checkout pages. */
    onramp: string;
    rpc: { id: number; name: string; url: string }[];
    /** The local Solana chain: JSON-RPC, WebSocket subscriptions and its CAIP-2 network id. */
    solana: { rpc: string; ws: string; caipNetworkId: string };
  };
  /** The dev wallet's RPC URLs and where it reads them (see dev-wallet-part.ts). */
  devWallet: DevWalletPart & {
    /** The extension's code changed with this start: a loaded extension must be reloaded once. */
    extensionChanged: boolean;
  };
  stop(): Promise<void>;
}

interface PortPlan {
  service: string;
  envVar: string;
  port: number;
}

/** Reads every port from the environment and fails early, naming the port, when one is taken. */
export async function planPorts(env: NodeJS.ProcessEnv) {
  const chains = devnetChainConfigs(env);
  const solnetPort = readPort(env, SOLNET_PORT_ENV, SOLNET_DEFAULT_STACK_PORT);
  if (solnetPort === 65_535) {
    throw new Error(`${SOLNET_PORT_ENV} must leave room for the WebSocket port after it: use 1 to 65534.`);
  }
  const plan: PortPlan[] = [
    ...chains.map((chain, index) => ({
      service: `devnet ${chain.name}`,
      envVar: `WALLETPORT_DEVNET_PORT_${index + 1}`,
      port: chain.port,
    })),
    { service: 'Solana local chain RPC', envVar: SOLNET_PORT_ENV, port: solnetPort },
    // Solana clients derive the WebSocket URL as the RPC port + 1, so this one follows the variable too.
    { service: 'Solana local chain WebSocket, RPC port + 1', envVar: SOLNET_PORT_ENV, port: solnetPort + 1 },
    {
      service: 'demo site',
      envVar: 'WALLETPORT_DEMO_PORT',
      port: readPort(env, 'WALLETPORT_DEMO_PORT', 5173),
    },
    {
      service: 'dev wallet',
      envVar: 'WALLETPORT_DEV_WALLET_PORT',
      port: readPort(env, 'WALLETPORT_DEV_WALLET_PORT', 5174),
    },
    {
      service: 'server',
      envVar: 'WALLETPORT_SERVER_PORT',
      port: readPort(env, 'WALLETPORT_SERVER_PORT', 8787),
    },
    {
      service: 'WalletConnect relay',
      envVar: 'WALLETPORT_RELAY_PORT',
      port: readPort(env, 'WALLETPORT_RELAY_PORT', 8790),
    },
    {
      service: 'embedded-wallet frame',
      envVar: 'WALLETPORT_FRAME_PORT',
      port: readPort(env, 'WALLETPORT_FRAME_PORT', 5175),
    },
    {
      service: 'mailbox page',
      envVar: 'WALLETPORT_MAILBOX_PORT',
      port: readPort(env, 'WALLETPORT_MAILBOX_PORT', 8025),
    },
    {
      service: 'mailbox SMTP',
      envVar: 'WALLETPORT_SMTP_PORT',
      port: readPort(env, 'WALLETPORT_SMTP_PORT', 2525),
    },
    {
      service: 'onramp sandbox',
      envVar: ONRAMP_PORT_ENV,
      port: readPort(env, ONRAMP_PORT_ENV, ONRAMP_DEFAULT_PORT),
    },
    {
      service: 'identity provider',
      envVar: IDP_PORT_ENV,
      port: readPort(env, IDP_PORT_ENV, IDP_DEFAULT_PORT),
    },
  ];
  for (const entry of plan) {
    if (!(await isPortFree(entry.port))) throw new PortInUseError(entry.port, entry.service, entry.envVar);
  }
  const portOf = (envVar: string) => plan.find((entry) => entry.envVar === envVar)!.port;
  return {
    chains,
    solnetPort,
    demoPort: portOf('WALLETPORT_DEMO_PORT'),
    walletPort: portOf('WALLETPORT_DEV_WALLET_PORT'),
    serverPort: portOf('WALLETPORT_SERVER_PORT'),
    relayPort: portOf('WALLETPORT_RELAY_PORT'),
    framePort: portOf('WALLETPORT_FRAME_PORT'),
    mailboxPort: portOf('WALLETPORT_MAILBOX_PORT'),
    smtpPort: portOf('WALLETPORT_SMTP_PORT'),
    onrampPort: portOf(ONRAMP_PORT_ENV),
    idpPort: portOf(IDP_PORT_ENV),
  };
}

/** Starts devnet, Solana chain, relay, server, dev wallet and demo; resolves once every part answers. */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const env = options.env ?? process.env;
  const log = options.log ?? (() => {});
  const {
    chains,
    solnetPort,
    demoPort,
    walletPort,
    serverPort,
    relayPort,
    framePort,
    mailboxPort,
    smtpPort,
    onrampPort,
    idpPort,
  } = await planPorts(env);
  const stoppers: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopOne of stoppers.reverse()) await stopOne().catch(() => {});
  };
  try {
    log('Starting the devnet and the Solana local chain…');
    // In parallel: neither needs the other. Whichever started is stopped even when the other failed.
    const [devnetStart, solnetStart] = await Promise.allSettled([
      startDevnet({ chains }),
      startSolnetPart({ port: solnetPort }),
    ]);
    if (devnetStart.status === 'fulfilled') stoppers.push(() => devnetStart.value.stop());
    if (solnetStart.status === 'fulfilled') stoppers.push(() => solnetStart.value.stop());
    if (devnetStart.status === 'rejected') throw devnetStart.reason;
    if (solnetStart.status === 'rejected') throw solnetStart.reason;
    const devnet: Devnet = devnetStart.value;
    const solnet: SolnetPart = solnetStart.value;
    await configureDevnetForDemo({ chains: devnet.chains, demoOrigin: `http://127.0.0.1:${demoPort}` });
    log('Starting the WalletConnect relay…');
    const relay = await startRelay({ port: relayPort });
    stoppers.push(() => relay.close());
    log('Starting the mailbox…');
    const mailbox = await startMailboxPart({ httpPort: mailboxPort, smtpPort });
    stoppers.push(() => mailbox.stop());
    log('Starting the identity provider…');
    // Its clients return to the server's callbacks, so it learns the server's URL before the server starts.
    const serverUrl = `http://127.0.0.1:${serverPort}`;
    const idp = await startIdpPart({ port: idpPort, serverUrl });
    stoppers.push(() => idp.stop());
    log('Starting the onramp sandbox…');
    const onramp = await startOnrampPart({
      port: onrampPort,
      chains: devnet.chains.map(({ id, name, rpcUrl }) => ({ id, name, rpcUrl })),
    });
    stoppers.push(() => onramp.stop());
    log('Starting the server…');
    const frameOrigin = `http://127.0.0.1:${framePort}`;
    const server = await startServerPart({
      port: serverPort,
      chains: devnet.chains,
      env,
      embedded: { smtpUrl: mailbox.smtpUrl, frameOrigin },
      onramp: { sandboxUrl: onramp.url },
      social: idp.serverEnv,
    });
    stoppers.push(() => server.stop());
    log('Building and serving the embedded-wallet frame…');
    const frame = await startFramePart({ port: framePort, apiUrl: server.url });
    stoppers.push(() => frame.stop());
    log('Building the dev wallet and the demo…');
    const [{ extensionChanged }] = await Promise.all([buildDevWalletBundles(), buildDemo()]);
    // The wallet reads these at every page load, so it follows WALLETPORT_DEVNET_PORT_* without a rebuild.
    const wallet = await startDevWalletPart({
      port: walletPort,
      chains: devnet.chains.map(({ id, name, rpcUrl }) => ({
        id,
        name,
        rpcUrl,
        tokens: [devnet.contracts.wpusd, devnet.contracts.wpt],
      })),
      stackConfigFile: stackConfigFile(env),
      solana: { rpcUrl: solnet.rpcUrl, wsUrl: solnet.wsUrl, mint: solnet.mint },
    });
    stoppers.push(() => wallet.stop());
    const rpc = devnet.chains.map((chain) => ({ id: chain.id, name: chain.name, url: chain.rpcUrl }));
    const demoConfigJson = JSON.stringify(
      demoConfig({
        chains: devnet.chains,
        contracts: devnet.contracts,
        devWalletScriptUrl: wallet.scriptUrl,
        apiUrl: server.url,
        relayUrl: relay.url,
        embeddedWalletUrl: frame.url,
        mailboxUrl: mailbox.url,
        solana: { rpcUrl: solnet.rpcUrl, port: solnetPort, mint: solnet.mint },
      }),
    );
    const demo = await startStaticServer({
      roots: [join(DEMO_DIR, 'public'), join(DEMO_DIR, 'dist')],
      port: demoPort,
      routes: { '/config.json': () => ({ type: 'application/json', body: demoConfigJson }) },
    });
    stoppers.push(() => demo.close());
    return {
      urls: {
        demo: demo.url,
        devWallet: wallet.scriptUrl,
        devWalletExtension: DEV_WALLET_EXTENSION_DIR,
        server: server.url,
        relay: relay.url,
        frame: frame.url,
        mailbox: mailbox.url,
        idp: idp.url,
        onramp: onramp.url,
        rpc,
        solana: { rpc: solnet.rpcUrl, ws: solnet.wsUrl, caipNetworkId: solnet.caipNetworkId },
      },
      devWallet: { ...wallet, extensionChanged },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
