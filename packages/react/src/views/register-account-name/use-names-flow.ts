'use client';
import type { RegisterNameFlow, RegisterNameState } from '@walletport/core/names';
import { useAppKitInstance } from '../../context.js';
import { type LazyFlowLoad, useFlowState, useLazyFlow } from '../use-lazy-flow.js';

export type NamesFlowLoad = LazyFlowLoad<RegisterNameFlow>;

/**
 * The instance's registration flow for the RegisterAccountName views: already there when a view before
 * loaded it, else loaded now (its own chunk). Both views share it: the success view reads the name.
 */
export function useNamesFlow(): NamesFlowLoad {
  return useLazyFlow(useAppKitInstance().services.features.names);
}

export function useNamesState(flow: RegisterNameFlow): RegisterNameState {
  return useFlowState(flow);
}
