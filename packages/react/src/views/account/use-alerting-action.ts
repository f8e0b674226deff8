'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppKitInstance } from '../../context.js';
import type { MessageKey } from '../../i18n/index.js';

export type AppKitInstance = ReturnType<typeof useAppKitInstance>;

/**
 * A one-at-a-time button action of the Account view: a second press while it runs is ignored, and a
 * failure goes to the alert bar under `failureKey` (the action may well not have taken effect, so the
 * view stays). `running` is not set after unmount, since success usually closes the modal. Pass an action
 * defined outside the component, so `run` keeps its identity between renders.
 */
export function useAlertingAction(
  action: (instance: AppKitInstance) => Promise<void>,
  failureKey: MessageKey,
): { running: boolean; run(): Promise<void> } {
  const instance = useAppKitInstance();
  const [running, setRunning] = useState(false);
  const busy = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setRunning(true);
    try {
      await action(instance);
    } catch {
      // The store holds the key; the alert bar words it in the current locale.
      instance.stores.alerts.showAlert({ message: { code: failureKey }, variant: 'error' });
    } finally {
      busy.current = false;
      if (mounted.current) setRunning(false);
    }
  }, [instance, action, failureKey]);

  return { running, run };
}
