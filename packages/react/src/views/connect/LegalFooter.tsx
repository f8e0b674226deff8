'use client';
import { Fragment } from 'react';
import { useTranslate } from '../../i18n/index.js';
import { legalLinks, splitSlots } from './legal-links.js';

export interface LegalFooterProps {
  termsConditionsUrl: string | undefined;
  privacyPolicyUrl: string | undefined;
}

/** "By connecting your wallet, you agree to our Terms of Service and Privacy Policy." with safe links. */
export function LegalFooter(props: LegalFooterProps) {
  const t = useTranslate();
  const links = legalLinks(props);
  if (links.messageKey === undefined) return null;
  const slots: Record<string, { href: string | undefined; label: string }> = {
    terms: { href: links.terms, label: t('connect.termsOfService') },
    privacy: { href: links.privacy, label: t('connect.privacyPolicy') },
  };
  return (
    <p className="wp-connect-legal">
      {splitSlots(t(links.messageKey)).map((part, index) => {
        // The sentence's parts are fixed by its translation; their position is their identity.
        const key = `${index}`;
        if (part.kind === 'text') return <Fragment key={key}>{part.text}</Fragment>;
        const slot = slots[part.name];
        if (slot?.href === undefined) return <Fragment key={key}>{slot?.label ?? ''}</Fragment>;
        return (
          <a key={key} href={slot.href} target="_blank" rel="noopener noreferrer">
            {slot.label}
            <span className="wp-visually-hidden"> {t('connect.opensInNewTab')}</span>
          </a>
        );
      })}
    </p>
  );
}
