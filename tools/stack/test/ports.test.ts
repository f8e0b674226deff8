import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePortPair, freePorts, PortInUseError } from '../src/ports.js';
import { planPorts } from '../src/stack.js';

async function env() {
  const names = [
    'WALLETPORT_DEVNET_PORT_1',
    'WALLETPORT_DEVNET_PORT_2',
    'WALLETPORT_DEMO_PORT',
    'WALLETPORT_DEV_WALLET_PORT',
    'WALLETPORT_SERVER_PORT',
    'WALLETPORT_RELAY_PORT',
  ];
  const ports = await freePorts(names.length);
  return Object.fromEntries(names.map((name, index) => [name, String(ports[index])])) as Record<
    string,
    string
  >;
}

describe('planPorts', () => {
  it('gives every part its own port from the environment, the relay included', async () => {
    const ports = await env();
    const plan = await planPorts(ports);
    expect(plan).toMatchObject({
      demoPort: Number(ports.WALLETPORT_DEMO_PORT),
      walletPort: Number(ports.WALLETPORT_DEV_WALLET_PORT),
      serverPort: Number(ports.WALLETPORT_SERVER_PORT),
      relayPort: Number(ports.WALLETPORT_RELAY_PORT),
    });
  });

  it('defaults the relay to port 8790', async () => {
    const { WALLETPORT_RELAY_PORT: _unused, ...others } = await env();
    // Whether 8790 is free on this machine or not, the relay's default must be what is checked.
    const plan = await planPorts(others).catch((error: unknown) => error);
    if (plan instanceof PortInUseError) expect(plan.port).toBe(8790);
    else expect(plan).toMatchObject({ relayPort: 8790 });
  });

  it('gives the onramp sandbox WALLETPORT_ONRAMP_PORT, 8791 by default (the relay has 8790)', async () => {
    const [onramp] = await freePorts(1);
    const ports = await env();
    expect(await planPorts({ ...ports, WALLETPORT_ONRAMP_PORT: String(onramp) })).toMatchObject({
      onrampPort: onramp,
    });
    const plan = await planPorts(ports).catch((error: unknown) => error);
    if (plan instanceof PortInUseError)
      expect([8791, 8792, 8025, 2525, 5175, 8899, 8900]).toContain(plan.port);
    else expect(plan).toMatchObject({ onrampPort: 8791 });
  });

  it('gives the identity provider WALLETPORT_IDP_PORT, 8792 by default', async () => {
    const [onramp, idp] = await freePorts(2);
    const ports = { ...(await env()), WALLETPORT_ONRAMP_PORT: String(onramp) };
    expect(await planPorts({ ...ports, WALLETPORT_IDP_PORT: String(idp) })).toMatchObject({ idpPort: idp });
    const plan = await planPorts(ports).catch((error: unknown) => error);
    if (plan instanceof PortInUseError) expect([8792, 8025, 2525, 5175, 8899, 8900]).toContain(plan.port);
    else expect(plan).toMatchObject({ idpPort: 8792 });
  });

  it('refuses a taken relay port, naming it and WALLETPORT_RELAY_PORT', async () => {
    const ports = await env();
    const blocker = createServer();
    await new Promise<void>((done) => blocker.listen(Number(ports.WALLETPORT_RELAY_PORT), '127.0.0.1', done));
    try {
      await expect(planPorts(ports)).rejects.toThrow(
        `Port ${ports.WALLETPORT_RELAY_PORT} (WalletConnect relay) is already in use. Stop what is using it or choose another port with WALLETPORT_RELAY_PORT.`,
      );
    } finally {
      await new Promise((done) => blocker.close(done));
    }
  });

  it('plans the Solana chain on WALLETPORT_SOLNET_PORT and refuses a taken WebSocket port (RPC + 1)', async () => {
    const solnetPort = await freePortPair();
    const ports = { ...(await env()), WALLETPORT_SOLNET_PORT: String(solnetPort) };
    expect(await planPorts(ports)).toMatchObject({ solnetPort });
    const blocker = createServer();
    await new Promise<void>((done) => blocker.listen(solnetPort + 1, '127.0.0.1', done));
    try {
      await expect(planPorts(ports)).rejects.toThrow(
        `Port ${solnetPort + 1} (Solana local chain WebSocket, RPC port + 1) is already in use. Stop what is using it or choose another port with WALLETPORT_SOLNET_PORT.`,
      );
    } finally {
      await new Promise((done) => blocker.close(done));
    }
    await expect(planPorts({ ...ports, WALLETPORT_SOLNET_PORT: '65535' })).rejects.toThrow(
      /WALLETPORT_SOLNET_PORT/,
    );
  });
});
