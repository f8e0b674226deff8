export interface DemoConfig {
  chains: { id: number; name: string; rpcUrl: string }[];
  devWalletScriptUrl: string;
}

/** The stack serves /config.json with the devnet it started, so the page never hard-codes ports. */
export async function readDemoConfig(): Promise<DemoConfig> {
  const response = await fetch('/config.json');
  if (!response.ok) throw new Error(`Could not load the demo configuration (HTTP ${response.status}).`);
  return (await response.json()) as DemoConfig;
}
