/**
 * The demo's sign-in (SIWX) configuration for the configuration panel's "Sign-in" choice. With the
 * stack's Walletport server the signature is verified there (createServerSiwx); without one the demo
 * falls back to createLocalSiwx, which only gates the UI: nobody checks the signature.
 */
import type { SiwxConfig } from '@walletport/core';
import { createLocalSiwx, createServerSiwx } from '@walletport/core/siwx';
import type { DemoConfig } from './config.js';
import type { DemoSignInMode } from './settings.js';

export type DemoSiwxKind = 'server' | 'local';

export interface DemoSiwx {
  config: SiwxConfig;
  kind: DemoSiwxKind;
}

export const DEMO_SIWX_STATEMENT = 'Sign in to the Walletport demo.';

/** Undefined when sign-in is off. */
export function demoSiwx(
  mode: DemoSignInMode,
  config: Pick<DemoConfig, 'apiUrl'>,
  projectId: string,
): DemoSiwx | undefined {
  if (mode === 'off') return undefined;
  const required = mode === 'required';
  if (config.apiUrl !== undefined) {
    return {
      kind: 'server',
      config: createServerSiwx({ url: config.apiUrl, projectId, required, statement: DEMO_SIWX_STATEMENT }),
    };
  }
  return { kind: 'local', config: createLocalSiwx({ required, statement: DEMO_SIWX_STATEMENT }) };
}
