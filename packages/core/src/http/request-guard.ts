/** Why a request was cut short: the caller's signal, or the client's own timeout. */
export type RequestStopReason = 'caller' | 'timeout';

/**
 * One request's cancellation: merges the caller's AbortSignal with a timeout into the signal handed to
 * fetch, and races every await against it, so even a fetch that ignores its signal cannot hang a caller.
 */
export interface RequestGuard {
  readonly signal: AbortSignal;
  /** Why the request was stopped, if it was. */
  stopReason(): RequestStopReason | undefined;
  /** Settles like `work`, or rejects as soon as the request is stopped. */
  race<T>(work: Promise<T>): Promise<T>;
  /** Clears the timer and the listener on the caller's signal. Call once the request is over. */
  dispose(): void;
}

/** setTimeout fires at once for delays above 2^31 - 1 ms, so longer timeouts are not allowed. */
export const MAX_TIMEOUT_MS = 2_147_483_647;

const ignore = () => {};

export function createRequestGuard(callerSignal: AbortSignal | undefined, timeoutMs: number): RequestGuard {
  const controller = new AbortController();
  let reason: RequestStopReason | undefined;
  const stop = (why: RequestStopReason, cause: unknown) => {
    if (reason !== undefined) return;
    reason = why;
    controller.abort(cause);
  };

  const stopped = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
  });
  stopped.catch(ignore); // only observed through race(); never an unhandled rejection

  const onCallerAbort = () => stop('caller', callerSignal?.reason);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

  const timer =
    timeoutMs > 0 && reason === undefined
      ? setTimeout(
          () => stop('timeout', new DOMException('The request timed out.', 'TimeoutError')),
          timeoutMs,
        )
      : undefined;

  return {
    signal: controller.signal,
    stopReason: () => reason,
    race: (work) => {
      work.catch(ignore); // the losing side may reject later (an AbortError); that is expected
      return Promise.race([work, stopped]);
    },
    dispose: () => {
      if (timer !== undefined) clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}
