/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PROJECT_ID: string;
  readonly VITE_WALLETPORT_API_URL: string;
  readonly VITE_RELAY_URL: string;
  readonly VITE_RPC_URL_1: string;
  readonly VITE_RPC_URL_2: string;
}
