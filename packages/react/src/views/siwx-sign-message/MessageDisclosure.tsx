'use client';
import { useId, useState } from 'react';
import { useTranslate } from '../../i18n/index.js';
import { Icon } from '../../ui/index.js';

/**
 * "Show message": the exact text the wallet will sign, collapsed by default. Monospace, scrollable,
 * selectable; focusable so a keyboard user can scroll it too.
 */
export function MessageDisclosure({ message }: { message: string }) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="wp-siwx__disclosure">
      <button
        type="button"
        className="wp-siwx__disclosure-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span>{open ? t('siwx.hideMessage') : t('siwx.showMessage')}</span>
        <Icon name="chevron-right" size={16} className="wp-siwx__disclosure-chevron" />
      </button>
      <section
        id={panelId}
        className="wp-siwx__message"
        aria-label={t('siwx.messageLabel')}
        hidden={!open}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
      >
        <pre>{message}</pre>
      </section>
    </div>
  );
}
