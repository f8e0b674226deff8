'use client';
import type { SwapFlow, SwapFlowState } from '@walletport/core/swap';
import { useAppKitInstance } from '../../context.js';
import { type LazyFlowLoad, useFlowState, useLazyFlow } from '../use-lazy-flow.js';

export type SwapFlowLoad = LazyFlowLoad<SwapFlow>;

/**
 * The instance's swap flow for the Swap views: already there when a view before loaded it, else loaded
 * now (its own chunk). The views share one flow, so the form survives the token list and the review.
 */
export function useSwapFlow(): SwapFlowLoad {
  return useLazyFlow(useAppKitInstance().services.features.swaps);
}

export function useSwapState(flow: SwapFlow): SwapFlowState {
  return useFlowState(flow);
}
