'use client';
import { Fragment } from 'react';
import { type MessageKey, useTranslate } from '../i18n/index.js';
import { splitSlots } from '../views/connect/legal-links.js';

/**
 * A sentence of the catalogue with the address in it set apart ("Enter the code we sent to
 * **ana@example.com**"); the address is isolated so a right-to-left sentence does not reorder it.
 */
export function EmailSentence({ messageKey, email }: { messageKey: MessageKey; email: string }) {
  const t = useTranslate();
  return (
    <>
      {splitSlots(t(messageKey)).map((part, index) => {
        // The parts are fixed by the translation; their position is their identity.
        const key = `${index}`;
        if (part.kind === 'text') return <Fragment key={key}>{part.text}</Fragment>;
        return (
          <strong key={key}>
            <bdi>{part.name === 'email' ? email : ''}</bdi>
          </strong>
        );
      })}
    </>
  );
}
