'use client';
import type { StoredSocialProvider } from '@walletport/core/internal';
import { useTranslate } from '../i18n/index.js';
import { cx } from '../ui/index.js';
import { SOCIAL_PROVIDER_NAMES } from './provider-names.js';
import { SocialIcon } from './social-icons.js';

/** Icons shown after the wide first button; one more provider than this and the last slot is "more". */
export const SOCIAL_ICON_SLOTS = 4;

export interface SocialLayout {
  wide: StoredSocialProvider | undefined;
  icons: readonly StoredSocialProvider[];
  /** Providers behind the "more" button (the ConnectSocials view lists every provider). */
  overflow: readonly StoredSocialProvider[];
}

/** First provider wide, the next ones as icons, and "more" in the last slot when they do not fit. */
export function socialLayout(providers: readonly StoredSocialProvider[]): SocialLayout {
  const [wide, ...rest] = providers;
  if (rest.length <= SOCIAL_ICON_SLOTS) return { wide, icons: rest, overflow: [] };
  return {
    wide,
    icons: rest.slice(0, SOCIAL_ICON_SLOTS - 1),
    overflow: rest.slice(SOCIAL_ICON_SLOTS - 1),
  };
}

export interface SocialButtonProps {
  provider: StoredSocialProvider;
  /** Wide: the icon and "Continue with {name}"; otherwise the icon alone, named for assistive technology. */
  wide: boolean;
  onSelect(provider: StoredSocialProvider): void;
  onIntent?(): void;
}

export function SocialButton({ provider, wide, onSelect, onIntent }: SocialButtonProps) {
  const t = useTranslate();
  const label = t('social.continueWith', { provider: SOCIAL_PROVIDER_NAMES[provider] });
  return (
    <button
      type="button"
      className={cx('wp-social-button', wide ? 'wp-social-button--wide' : 'wp-social-button--icon')}
      aria-label={wide ? undefined : label}
      title={wide ? undefined : label}
      data-social-provider={provider}
      onClick={() => onSelect(provider)}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      <SocialIcon provider={provider} size={wide ? 20 : 22} />
      {wide ? <span className="wp-social-button__label">{label}</span> : null}
    </button>
  );
}

export interface SocialButtonsProps {
  providers: readonly StoredSocialProvider[];
  onSelect(provider: StoredSocialProvider): void;
  onMore(): void;
  onIntent?(): void;
}

/** The Connect view's social buttons in the app's order. */
export function SocialButtons({ providers, onSelect, onMore, onIntent }: SocialButtonsProps) {
  const t = useTranslate();
  const { wide, icons, overflow } = socialLayout(providers);
  if (wide === undefined) return null;
  return (
    <div className="wp-social">
      <SocialButton provider={wide} wide onSelect={onSelect} onIntent={onIntent} />
      {icons.length > 0 ? (
        <div className="wp-social-row">
          {icons.map((provider) => (
            <SocialButton
              key={provider}
              provider={provider}
              wide={false}
              onSelect={onSelect}
              onIntent={onIntent}
            />
          ))}
          {overflow.length > 0 ? (
            <button
              type="button"
              className="wp-social-button wp-social-button--icon wp-social-button--more"
              aria-label={t('social.more')}
              title={t('social.more')}
              onClick={onMore}
            >
              <MoreDots />
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** Three dots: "more providers". */
function MoreDots() {
  return (
    <svg
      className="wp-social-icon"
      width={22}
      height={22}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="5.5" cy="12" r="1.8" fill="currentColor" />
      <circle cx="12" cy="12" r="1.8" fill="currentColor" />
      <circle cx="18.5" cy="12" r="1.8" fill="currentColor" />
    </svg>
  );
}
