'use client';
import type { SendFlow, SendFlowState } from '@walletport/core/send';
import { useAppKitInstance } from '../../context.js';
import { type LazyFlowLoad, useFlowState, useLazyFlow } from '../use-lazy-flow.js';

export type SendFlowLoad = LazyFlowLoad<SendFlow>;

/**
 * The instance's send flow for the Send views: already there when a view before loaded it, else loaded
 * now (its own chunk). The views share one flow, so the form survives going to the token list and back.
 */
export function useSendFlow(): SendFlowLoad {
  return useLazyFlow(useAppKitInstance().services.features.send);
}

export function useSendState(flow: SendFlow): SendFlowState {
  return useFlowState(flow);
}
