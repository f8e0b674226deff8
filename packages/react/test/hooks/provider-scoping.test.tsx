// @vitest-environment happy-dom
import { act, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppKitButton } from '../../src/components/buttons.js';
import { AppKitProvider } from '../../src/context.js';
import { useAppKitAccount } from '../../src/hooks/use-app-kit-account.js';
import { useAppKitTheme } from '../../src/hooks/use-app-kit-theme.js';
import { cleanupKits, createKit, renderHookWith, settle } from './harness.js';

afterEach(cleanupKits);

function Status({ testId }: { testId: string }) {
  const { status } = useAppKitAccount();
  const { themeMode } = useAppKitTheme();
  return <output data-testid={testId}>{`${status} ${themeMode}`}</output>;
}

function buttonIn(container: HTMLElement) {
  const host = container.querySelector<HTMLElement>('[data-walletport-button]');
  return within(host?.shadowRoot as unknown as HTMLElement).getByRole('button');
}

describe('provider scoping', () => {
  it('two instances in two providers are independent', async () => {
    const a = createKit();
    const b = createKit();
    const view = render(
      <>
        <section data-testid="a">
          <AppKitProvider instance={a.kit}>
            <Status testId="status-a" />
            <AppKitButton balance="hide" />
          </AppKitProvider>
        </section>
        <section data-testid="b">
          <AppKitProvider instance={b.kit}>
            <Status testId="status-b" />
            <AppKitButton balance="hide" />
          </AppKitProvider>
        </section>
      </>,
    );

    await a.connect();
    act(() => b.kit.setThemeMode('light'));
    await settle();

    expect(view.getByTestId('status-a').textContent).toBe('connected dark');
    expect(view.getByTestId('status-b').textContent).toBe('disconnected light');
    expect(buttonIn(view.getByTestId('a')).getAttribute('aria-label')).toBe('Account 0x00…0000a1');
    expect(buttonIn(view.getByTestId('b')).textContent).toBe('Connect Wallet');
  });

  it('without a provider, hooks use the instance createAppKit made last; a provider overrides it', async () => {
    const first = createKit();
    const last = createKit();
    await first.connect();
    const outside = render(<Status testId="outside" />);
    expect(outside.getByTestId('outside').textContent).toBe('disconnected dark');

    const inside = renderHookWith(first.kit, () => useAppKitAccount());
    expect(inside.result.current.status).toBe('connected');
    expect(last.kit.getIsConnectedState()).toBe(false);
  });
});
