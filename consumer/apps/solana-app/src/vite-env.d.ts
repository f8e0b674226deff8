/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PROJECT_ID: string;
  readonly VITE_WALLETPORT_API_URL: string;
  readonly VITE_SOLANA_RPC_PORT: string;
}
