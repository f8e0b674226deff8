// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isEmail, updateAccount, WalletportError } from '@walletport/core/internal';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import AccountView from '../../../src/views/account/AccountView.js';
import { newEmailProblem } from '../../../src/views/update-email/new-email.js';
import { createEmbeddedKit, EMAIL, type EmbeddedKit, settle, teardown } from './harness.js';

const NEW_EMAIL = 'ana.new@example.org';

let kit: EmbeddedKit | undefined;
afterEach(() => {
  teardown(kit);
  kit = undefined;
});

function paste(text: string) {
  const first = screen.getByRole('textbox', { name: 'Digit 1 of 6' });
  fireEvent.paste(first, { clipboardData: { getData: () => text } });
}

async function connected(connectorId: 'ID_AUTH' | 'injected'): Promise<EmbeddedKit> {
  const created = createEmbeddedKit();
  await act(async () => {
    await created.instance.services.connection.connect({ namespace: 'eip155', connectorId });
  });
  act(() => updateAccount(created.instance.stores.accounts, 'eip155', { user: { email: EMAIL } }));
  created.instance.services.modal.open({ view: { name: 'Account' } });
  return created;
}

describe('Account view: the email of an email login', () => {
  it('shows the email with "Update email", which opens the update with the current address', async () => {
    kit = await connected('ID_AUTH');
    kit.render(AccountView);
    await settle();
    const row = screen.getByRole('button', { name: `${EMAIL} Update email` });
    await userEvent.setup().click(row);
    expect(kit.view()).toEqual({ name: 'UpdateEmail', params: { email: EMAIL } });
  });

  it('shows nothing of the kind for another wallet', async () => {
    kit = await connected('injected');
    kit.render(AccountView);
    await settle();
    expect(screen.queryByText('Update email')).toBeNull();
  });
});

describe('the email update', () => {
  it('refuses an invalid address and the current one, and sends nothing', async () => {
    kit = createEmbeddedKit();
    kit.openOn({ name: 'UpdateEmail', params: { email: EMAIL } }, [{ name: 'Account' }]);
    kit.renderOutlet();
    await settle();
    const field = screen.getByRole('textbox', { name: 'New email address' });
    expect(document.activeElement).toBe(field);
    const user = userEvent.setup();
    await user.type(field, 'nope{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Invalid email address');
    await user.clear(field);
    await user.type(field, 'ANA@example.com{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('This is already your email');
    expect(kit.fake.startEmailUpdate.calls).toEqual([]);
  });

  it('new address → code to the current one → code to the new one → back on Account', async () => {
    kit = createEmbeddedKit();
    kit.fake.confirmSecondaryEmailCode.answer(NEW_EMAIL);
    kit.openOn({ name: 'UpdateEmail', params: { email: EMAIL } }, [{ name: 'Account' }]);
    kit.renderOutlet();
    await settle();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'New email address' }), `${NEW_EMAIL}{Enter}`);
    await settle();
    expect(kit.fake.startEmailUpdate.calls).toEqual([NEW_EMAIL]);
    expect(kit.view()).toEqual({ name: 'UpdateEmailPrimaryOtp', params: { email: NEW_EMAIL } });
    expect(screen.getByText('Enter the code we sent to your current email')).toBeTruthy();

    paste('111111');
    await settle();
    expect(kit.fake.confirmPrimaryEmailCode.calls).toEqual(['111111']);
    expect(kit.view()).toEqual({ name: 'UpdateEmailSecondaryOtp', params: { email: NEW_EMAIL } });
    expect(screen.getByText(/Enter the code we sent to/).textContent).toBe(
      `Enter the code we sent to ${NEW_EMAIL}`,
    );
    // No second code can be asked for here: a new one would restart the update.
    expect(screen.queryByRole('button', { name: /Resend/ })).toBeNull();

    paste('222222');
    await settle();
    expect(kit.fake.confirmSecondaryEmailCode.calls).toEqual(['222222']);
    expect(kit.view().name).toBe('Account');
    expect(kit.history().map((view) => view.name)).toEqual(['Account']);
    expect(kit.instance.stores.alerts.getState().current).toMatchObject({
      variant: 'success',
      message: { code: 'email.update.done' },
    });
  });

  it('the current address’s code can be sent again (after the 30 s wait)', async () => {
    kit = createEmbeddedKit();
    kit.openOn({ name: 'UpdateEmailPrimaryOtp', params: { email: NEW_EMAIL } }, [
      { name: 'Account' },
      { name: 'UpdateEmail', params: { email: EMAIL } },
    ]);
    kit.renderOutlet();
    await settle();
    expect(screen.getByText('Resend in 30 s')).toBeTruthy();
  });

  it('a wrong code shows the frame’s words and stays on the step', async () => {
    kit = createEmbeddedKit();
    kit.fake.confirmPrimaryEmailCode.fail(
      new WalletportError('Invalid code', { code: 'EMBEDDED_WALLET_ERROR' }),
    );
    kit.openOn({ name: 'UpdateEmailPrimaryOtp', params: { email: NEW_EMAIL } }, [{ name: 'Account' }]);
    kit.renderOutlet();
    await settle();
    paste('123456');
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Invalid code');
    expect(kit.view().name).toBe('UpdateEmailPrimaryOtp');
  });
});

describe('newEmailProblem', () => {
  it('accepts any valid address other than the current one (whatever its case)', () => {
    expect(newEmailProblem(NEW_EMAIL, EMAIL)).toBeUndefined();
    expect(newEmailProblem('not an email', EMAIL)).toEqual({ code: 'SCHEMA_INVALID_EMAIL' });
    fc.assert(
      fc.property(fc.emailAddress(), fc.emailAddress(), (address, other) => {
        // The same address in another case is never a change; an invalid one is never accepted.
        const upper = address.toUpperCase();
        expect(newEmailProblem(upper, address)).toEqual(
          isEmail(upper) ? { code: 'email.update.same' } : { code: 'SCHEMA_INVALID_EMAIL' },
        );
        if (other.toLowerCase() !== address.toLowerCase()) {
          expect(newEmailProblem(other, address)).toEqual(
            isEmail(other) ? undefined : { code: 'SCHEMA_INVALID_EMAIL' },
          );
        }
      }),
    );
  });
});

describe('ApproveTransaction', () => {
  it('gives the frame its place under a short caption, and nothing else to press', async () => {
    kit = createEmbeddedKit();
    kit.openOn({ name: 'ApproveTransaction' });
    kit.renderOutlet();
    await settle();
    expect(screen.getByText('Review the request in your wallet below')).toBeTruthy();
    expect(document.querySelector('.wp-frame-slot')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('says the screen is not available where the app has no embedded wallet', async () => {
    kit = createEmbeddedKit({ withWallet: false });
    kit.openOn({ name: 'ApproveTransaction' });
    kit.renderOutlet();
    await settle();
    expect(screen.getByText('This screen is not available in this version.')).toBeTruthy();
  });
});
