'use client';
import type { OnrampFlow, OnrampFlowState } from '@walletport/core/onramp';
import { useAppKitInstance } from '../../context.js';
import { type LazyFlowLoad, useFlowState, useLazyFlow } from '../use-lazy-flow.js';

export type OnrampFlowLoad = LazyFlowLoad<OnrampFlow>;

/**
 * The instance's buy flow for the OnRamp views: already there when a view before loaded it, else loaded
 * now (its own chunk). The views share one flow, so the form survives the currency and token lists.
 */
export function useOnrampFlow(): OnrampFlowLoad {
  return useLazyFlow(useAppKitInstance().services.features.onramp);
}

export function useOnrampState(flow: OnrampFlow): OnrampFlowState {
  return useFlowState(flow);
}
