'use client';
import type { RouterView } from '@walletport/core';
import type { RefObject } from 'react';
import { useTranslate } from '../i18n/index.js';
import { IconButton } from '../ui/index.js';
import { isTitleHidden } from './view-titles.js';

export interface ModalHeaderProps {
  titleId: string;
  /** The title takes focus on each view change (use-view-focus.ts), so it is focusable by script. */
  titleRef?: RefObject<HTMLHeadingElement | null>;
  title: string;
  view: RouterView;
  canGoBack: boolean;
  onBack: () => void;
  onClose: () => void;
}

/**
 * Back (when there is history), the view's title (the dialog's accessible name), close. A <div>, not a
 * <header>: inside the page a <header> counts as a second banner landmark next to the app's own.
 */
export function ModalHeader({
  titleId,
  titleRef,
  title,
  view,
  canGoBack,
  onBack,
  onClose,
}: ModalHeaderProps) {
  const t = useTranslate();
  const hidden = isTitleHidden(view.name);
  return (
    <div className="wp-header">
      <span className="wp-header__slot">
        {canGoBack ? <IconButton label={t('common.back')} icon="back" onClick={onBack} /> : null}
      </span>
      <h2 id={titleId} ref={titleRef} className="wp-header__title" tabIndex={-1}>
        {/* Keyed by the text so a new title fades in (header text transition, 120 ms). */}
        <span key={title} className={hidden ? 'wp-visually-hidden' : 'wp-header__title-text'}>
          {title}
        </span>
      </h2>
      <span className="wp-header__slot">
        <IconButton label={t('common.close')} icon="close" onClick={onClose} />
      </span>
    </div>
  );
}
