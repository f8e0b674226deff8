// The stack's Solana part: the chain on the planned port pair, and its entry in the dev wallet's config.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseStackConfig } from '@walletport/dev-wallet';
import { SOLNET_CAIP_NETWORK_ID } from '@walletport/solnet';
import { describe, expect, it } from 'vitest';
import { startDevWalletPart } from '../src/dev-wallet-part.js';
import { freePort, freePortPair, isPortFree } from '../src/ports.js';
import { startSolnetPart } from '../src/solnet-part.js';

describe('the Solana part', () => {
  it('serves the chain on the port and the next one, and frees both on stop', async () => {
    const port = await freePortPair();
    const part = await startSolnetPart({ port });
    try {
      expect(part).toMatchObject({
        rpcUrl: `http://127.0.0.1:${port}`,
        wsUrl: `ws://127.0.0.1:${port + 1}`,
        caipNetworkId: SOLNET_CAIP_NETWORK_ID,
        mint: '6XB1Ki4QQQqtGDDkfgfqYkLMGSpQy14SizdhkAa3ZqYZ',
      });
      const response = await fetch(part.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getGenesisHash' }),
      });
      expect(((await response.json()) as { result: string }).result).toBe(
        'AMFM6DpP3NqsHURXMy6B5WQp7P4wkGsP2NrKvqP5BtQX',
      );
    } finally {
      await part.stop();
    }
    expect(await isPortFree(port)).toBe(true);
    expect(await isPortFree(port + 1)).toBe(true);
  });

  it('writes the optional solana entry into the stack config of the dev wallet', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'walletport-solana-config-'));
    const chains = [{ id: 31337, name: 'Walletport Devnet', rpcUrl: 'http://127.0.0.1:8545' }];
    const solana = {
      rpcUrl: 'http://127.0.0.1:8899',
      wsUrl: 'ws://127.0.0.1:8900',
      mint: '6XB1Ki4QQQqtGDDkfgfqYkLMGSpQy14SizdhkAa3ZqYZ',
    };
    const part = await startDevWalletPart({
      port: await freePort(),
      chains,
      stackConfigFile: join(dir, 'stack-config.json'),
      solana,
    });
    try {
      const text = await readFile(part.stackConfigFile, 'utf8');
      expect(JSON.parse(text)).toMatchObject({ version: 1, chains, solana });
      expect(parseStackConfig(text).solana).toEqual(solana);
      expect(part.solana).toEqual(solana);
    } finally {
      await part.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
