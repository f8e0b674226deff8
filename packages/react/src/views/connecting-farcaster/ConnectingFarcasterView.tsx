'use client';
import type { EmbeddedWallet, OtpOutcome } from '@walletport/core/internal';
import { useCallback } from 'react';
import { useAppKitInstance } from '../../context.js';
import { EmbeddedUnavailable } from '../../embedded/EmbeddedUnavailable.js';
import { EMBEDDED_CSS } from '../../embedded/styles.js';
import { useEmbeddedWallet, useFinishLogin } from '../../embedded/use-embedded-wallet.js';
import { useTextTranslate, useTranslate } from '../../i18n/index.js';
import { SocialIcon } from '../../social/social-icons.js';
import { Button, Icon, Text, useViewStyles } from '../../ui/index.js';
import { QrCode } from '../../ui/qr/QrCode.js';
import { useCopyLink } from '../connecting-wallet-connect/use-copy-link.js';
import { FARCASTER_CSS } from './styles.js';
import { useFarcasterLogin } from './use-farcaster-login.js';

/** A link of the usual length, so the placeholder QR has the real code's geometry. */
const TYPICAL_LINK = `farcaster://connect?channelToken=${'x'.repeat(43)}&nonce=${'n'.repeat(17)}&domain=app.example.com&siweUri=https%3A%2F%2Fapp.example.com&expirationTime=2026-01-01T00%3A10%3A00.000Z&relay=https%3A%2F%2Fapi.example.com%2Fembedded%2Fv1%2Ffarcaster`;

/**
 * ConnectingFarcaster: Sign In With Farcaster. The QR code is the channel's farcaster:// link for a
 * phone's Farcaster wallet; "Open on this device" is the same sign-in as an https page. The view waits
 * for the wallet's answer; a known device is connected at once, otherwise the key step follows, as
 * after any social login. Going back without an address clears the link and reloads the auth provider.
 */
export default function ConnectingFarcasterView() {
  const wallet = useEmbeddedWallet();
  if (wallet === undefined) return <EmbeddedUnavailable />;
  return <FarcasterLogin wallet={wallet} />;
}

function FarcasterLogin({ wallet }: { wallet: EmbeddedWallet }) {
  useViewStyles(EMBEDDED_CSS);
  useViewStyles(FARCASTER_CSS);
  const instance = useAppKitInstance();
  const t = useTranslate();
  const text = useTextTranslate();
  const copy = useCopyLink();
  const finish = useFinishLogin();

  const onOutcome = useCallback(
    async (outcome: OtpOutcome) => {
      if (outcome.next === 'connected') {
        await finish(wallet, outcome.user);
        return;
      }
      // The key views name the account; a Farcaster account has no email, so the provider stands in.
      instance.services.router.replace({
        name: 'EmbeddedWalletKey',
        params: { email: 'Farcaster', step: outcome.next },
      });
    },
    [finish, wallet, instance],
  );
  const { phase, restart } = useFarcasterLogin(wallet, onOutcome);
  const link = phase.kind === 'waiting' ? phase.link : undefined;

  return (
    <div className="wp-farcaster" data-phase={phase.kind}>
      <div className="wp-farcaster__qr" aria-busy={phase.kind === 'opening' || undefined}>
        {phase.kind === 'failed' ? (
          <div className="wp-farcaster__expired">
            <p className="wp-embedded-error" role="alert">
              <Icon name="error" size={16} />
              <span>{text(phase.text)}</span>
            </p>
            <Button variant="secondary" onClick={restart}>
              <Icon name="refresh" size={16} />
              {t('farcaster.newLink')}
            </Button>
          </div>
        ) : (
          <QrCode
            value={link?.url}
            label={t('farcaster.qrLabel')}
            centre={<SocialIcon provider="farcaster" size={40} />}
            placeholderText={TYPICAL_LINK}
          />
        )}
      </div>
      <div role="status">
        <Text variant="body" tone="secondary" align="center" className="wp-farcaster__hint">
          {phase.kind === 'finishing'
            ? t('social.finishing')
            : phase.kind === 'opening'
              ? t('farcaster.opening')
              : t('farcaster.scan')}
        </Text>
      </div>
      <div className="wp-farcaster__links">
        <Button
          variant="ghost"
          size="sm"
          disabled={link === undefined}
          onClick={() => {
            if (link !== undefined) void copy(link.url);
          }}
        >
          <Icon name="copy" size={16} />
          {t('farcaster.copyLink')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={link === undefined}
          onClick={() => {
            if (link !== undefined) globalThis.open?.(link.webUrl, '_blank', 'noopener,noreferrer');
          }}
        >
          <Icon name="external" size={16} />
          {t('farcaster.openHere')}
        </Button>
      </div>
    </div>
  );
}
