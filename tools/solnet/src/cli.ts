// `npx tsx tools/solnet/src/cli.ts`: runs the local Solana chain until Ctrl-C.
// WALLETPORT_SOLNET_PORT moves it (WebSocket subscriptions on the next port); SOLNET_LOG=1 logs transactions.
import { SolnetError } from './errors.js';
import { SOLNET_TOKEN } from './keys.js';
import { SOLNET_DEFAULT_PORT, startSolnet } from './solnet.js';

const rawPort = process.env.WALLETPORT_SOLNET_PORT;
const port = rawPort === undefined || rawPort === '' ? SOLNET_DEFAULT_PORT : Number(rawPort);
const verbose = process.env.SOLNET_LOG === '1';
const started = performance.now();
try {
  const solnet = await startSolnet({ port, log: verbose ? (line) => console.log(`» ${line}`) : undefined });
  console.log(`Solana local chain ready in ${Math.round(performance.now() - started)} ms

  RPC            ${solnet.rpcUrl}
  WebSocket      ${solnet.wsUrl}
  Network        ${solnet.caipNetworkId}  (genesis ${solnet.genesisHash})
  ${SOLNET_TOKEN.symbol} mint     ${solnet.mint}  (${SOLNET_TOKEN.decimals} decimals)
  Accounts       ${solnet.accounts.length} × 1,000 SOL and 10,000 ${SOLNET_TOKEN.symbol} (test mnemonic, m/44'/501'/i'/0')
${solnet.accounts.map((account, index) => `    ${index}  ${account}`).join('\n')}

Press Ctrl-C to stop.`);
  const stop = () => void solnet.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  if (error instanceof SolnetError) console.error(`✖ ${error.message}`);
  else console.error('✖ The Solana local chain could not start:', error);
  process.exit(1);
}
