// Entry of `npm start`: runs the local stack until Ctrl-C, then stops every part.
import { PortInUseError } from './ports.js';
import { startStack } from './stack.js';

const started = performance.now();
try {
  const stack = await startStack({ log: (line) => console.log(`» ${line}`) });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`
Walletport is running (ready in ${seconds} s).

  Demo site          ${stack.urls.demo}
${stack.urls.rpc.map((chain) => `  Devnet RPC         ${chain.url}  (${chain.name}, chain id ${chain.id})`).join('\n')}
  Dev wallet script  ${stack.urls.devWallet}
  Server             ${stack.urls.server}  (project id walletport-demo; API at ${stack.urls.server}/openapi.json)
  Relay              ${stack.urls.relay}  (local WalletConnect relay, development only: the SDKs' relayUrl)

Use the dev wallet in Chromium: open chrome://extensions, turn on Developer mode, choose "Load unpacked"
and select ${stack.urls.devWalletExtension}. Or click "use the page-script dev wallet" on the demo site.
The dev wallet uses the public test mnemonic: never send real funds to its accounts.

Press Ctrl-C to stop.`);
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n» ${signal}: stopping Walletport…`);
    await stack.stop();
    console.log('» Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
} catch (error) {
  if (error instanceof PortInUseError) console.error(`✖ ${error.message}`);
  else console.error('✖ Walletport could not start:', error);
  process.exit(1);
}
