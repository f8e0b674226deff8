/**
 * Runs tasks one after another. The frame has one view: a request that needs the visitor (a key step, an
 * approval) waits until the one before it is answered, instead of replacing it on screen.
 */
export interface SerialQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
}

export function createSerialQueue(): SerialQueue {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run(task) {
      const result = tail.then(task);
      // The next task waits for this one to settle, whether it succeeded or not.
      tail = result.catch(() => undefined);
      return result;
    },
  };
}
