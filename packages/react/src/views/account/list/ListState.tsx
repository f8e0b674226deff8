'use client';
import type { ReactNode } from 'react';
import { useTranslate } from '../../../i18n/index.js';
import { Button, Icon, Text, useViewStyles } from '../../../ui/index.js';
import { LIST_CSS } from './styles.js';

export interface ListStateProps {
  /** The one line that says what is (not) there. */
  title: string;
  /** A second, quieter line. */
  hint?: string | undefined;
  /** A picture above the text (decorative). */
  picture?: ReactNode;
  /** Offers "Try again" when given (a failed load). */
  retry?: (() => void) | undefined;
  tone?: 'neutral' | 'failed';
}

/**
 * What a list shows instead of rows: empty ("No tokens yet"), or failed with a retry. Centred in the
 * panel; a failure is announced (role="alert"), an empty list is plain text.
 */
export function ListState({ title, hint, picture, retry, tone = 'neutral' }: ListStateProps) {
  useViewStyles(LIST_CSS);
  const t = useTranslate();
  return (
    <div className={`wp-list-state wp-list-state--${tone}`} role={tone === 'failed' ? 'alert' : undefined}>
      {picture ?? (tone === 'failed' ? <Icon name="warning" size={22} /> : null)}
      <Text as="p" variant="body" className="wp-list-state__title">
        {title}
      </Text>
      {hint ? (
        <Text as="p" variant="small" tone="secondary">
          {hint}
        </Text>
      ) : null}
      {retry ? (
        <Button variant="secondary" size="sm" onClick={retry}>
          <Icon name="refresh" size={14} />
          {t('common.retry')}
        </Button>
      ) : null}
    </div>
  );
}
