// Entry of `npm start`: runs the local stack until Ctrl-C, then stops every part.
import { describeDevWallet } from './dev-wallet-part.js';
import { PortInUseError } from './ports.js';
import { startStack } from './stack.js';

const started = performance.now();
try {
  const stack = await startStack({ log: (line) => console.log(`» ${line}`) });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const devWallet = describeDevWallet(stack.devWallet);
  console.log(`
Walletport is running (ready in ${seconds} s).

  Demo site          ${stack.urls.demo}
${stack.urls.rpc.map((chain) => `  Devnet RPC         ${chain.url}  (${chain.name}, chain id ${chain.id})`).join('\n')}
  Solana RPC         ${stack.urls.solana.rpc}  (subscriptions ${stack.urls.solana.ws}; ${stack.urls.solana.caipNetworkId})
  Dev wallet script  ${stack.urls.devWallet}
${devWallet.table}
  Server             ${stack.urls.server}  (project id walletport-demo; API at ${stack.urls.server}/openapi.json)
  Relay              ${stack.urls.relay}  (local WalletConnect relay, development only: the SDKs' relayUrl)
  Embedded wallet    ${stack.urls.frame}  (the email-login frame, on an origin of its own)
  Mailbox            ${stack.urls.mailbox}  (login codes sent by email arrive here; nothing leaves this machine)
  Identity provider  ${stack.urls.idp}  (stands in for Google, Apple, Facebook, GitHub, X and Discord: test users Alice, Bob, Carol)
  Onramp sandbox     ${stack.urls.onramp}  (the server's onramp provider: test cards, tokens from devnet account 3)

${devWallet.instructions}

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
