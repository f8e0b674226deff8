'use client';
import type { SiwxState } from '@walletport/core/internal';
import { useAppKitInstance } from '../../context.js';
import { shallowEqual, useStoreSelector } from '../../hooks/use-store.js';
import { useLocale, useTranslate } from '../../i18n/index.js';
import { Button, Icon, ListItem } from '../../ui/index.js';
import { formatSessionTime } from './session-time.js';
import { useSignOutAction } from './use-sign-out-action.js';

const selectSession = (state: SiwxState) => ({
  status: state.status,
  domain: state.session?.data.domain,
  issuedAt: state.session?.data.issuedAt,
  hasPending: state.pending !== undefined,
});

/**
 * SIWX in the Account view (docs/siwx.md): "Signed in" with the session's domain and time and a Sign out
 * button; or, when the app uses SIWX and this account has no session, a row that opens the sign view.
 * Renders nothing when the app did not configure SIWX, or when the pair is skipped (unsupported network).
 */
export function SiwxSessionRow() {
  const instance = useAppKitInstance();
  const t = useTranslate();
  const locale = useLocale();
  const state = useStoreSelector(instance.stores.siwx, selectSession, shallowEqual);
  const { signingOut, signOut } = useSignOutAction();
  if (instance.services.siwx === undefined) return null;

  if (state.status === 'signed-in') {
    const time = formatSessionTime(state.issuedAt, locale);
    const detail =
      state.domain === undefined
        ? undefined
        : time === undefined
          ? state.domain
          : t('siwx.signedInDetail', { domain: state.domain, time });
    return (
      <div className="wp-account__siwx">
        <span className="wp-account__siwx-icon">
          <Icon name="check" size={16} />
        </span>
        <span className="wp-account__siwx-body">
          <span className="wp-account__siwx-title">{t('siwx.signedIn')}</span>
          {detail === undefined ? null : (
            <span className="wp-account__siwx-detail" title={detail}>
              {detail}
            </span>
          )}
        </span>
        <Button
          variant="secondary"
          size="sm"
          loading={signingOut}
          aria-label={signingOut ? t('siwx.signingOut') : undefined}
          onClick={() => void signOut()}
        >
          {t('siwx.signOut')}
        </Button>
      </div>
    );
  }

  if (!state.hasPending || (state.status !== 'ready' && state.status !== 'error')) return null;
  return (
    <ListItem
      icon={
        <span className="wp-account__siwx-action-icon">
          <Icon name="wallet" size={18} />
        </span>
      }
      title={t('siwx.signInAction')}
      description={t('siwx.notSignedIn')}
      trailing={<Icon name="chevron-right" size={18} />}
      onClick={() => instance.services.router.push({ name: 'SIWXSignMessage' })}
    />
  );
}
