'use client';
import { type KeyboardEvent, type MouseEvent, useCallback, useEffect, useId, useRef } from 'react';
import { useAppKitInstance } from '../context.js';
import { shallowEqual, useStoreSelector } from '../hooks/use-store.js';
import { directionOf, useLocale, useTranslate } from '../i18n/index.js';
import { cx } from '../ui/index.js';
import { AlertBar } from './AlertBar.js';
import { ModalHeader } from './ModalHeader.js';
import { useAnimatedHeight } from './use-animated-height.js';
import { trapTab, useDialogFocus } from './use-dialog-focus.js';
import { useViewFocus } from './use-view-focus.js';
import { ViewOutlet } from './ViewOutlet.js';
import { viewTitle } from './view-titles.js';

export interface ModalDialogProps {
  /** False while the closing animation plays. */
  open: boolean;
  reducedMotion: boolean;
  /** enableEmbedded: drawn in the page's flow, without overlay, page lock or focus trap. */
  embedded: boolean;
}

/** The overlay and the card: header, the current view (height-animated), alerts; focus and keyboard rules. */
export function ModalDialog({ open, reducedMotion, embedded }: ModalDialogProps) {
  const instance = useAppKitInstance();
  const t = useTranslate();
  const locale = useLocale();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { view, historyLength } = useStoreSelector(
    instance.stores.router,
    (state) => ({ view: state.view, historyLength: state.history.length }),
    shallowEqual,
  );
  const shake = useStoreSelector(instance.stores.modal, (state) => state.shake);
  const title = viewTitle(view, t, (id) => instance.stores.connectors.getConnector(id)?.name);
  const height = useAnimatedHeight(contentRef, !reducedMotion);

  useDialogFocus(dialogRef, open && !embedded);
  // Keyed like the view below, so every navigation counts as a view change.
  const viewKey = `${historyLength}:${view.name}`;
  useViewFocus({ dialogRef, titleRef, contentRef, viewKey, active: open, embedded });
  usePageScrollLock(open && !embedded);

  // Every way of closing (close button, Esc, overlay) goes through the core close rules: a blocked close
  // comes back as a shake of the modal store, never as a silent no-op.
  const requestClose = useCallback(() => instance.close(), [instance]);
  const goBack = useCallback(() => instance.services.router.goBack(), [instance]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      requestClose();
      return;
    }
    if (!embedded && dialogRef.current) trapTab(event, dialogRef.current);
  };

  const onOverlayClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) requestClose();
  };

  return (
    // The overlay is a mouse convenience; keyboard users close with Esc or the close button.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <div
      className={cx('wp-modal', embedded ? 'wp-modal--embedded' : 'wp-modal--overlay')}
      lang={locale}
      dir={directionOf(locale)}
      data-state={open ? 'open' : 'closing'}
      data-reduced-motion={reducedMotion ? 'true' : 'false'}
      onClick={embedded ? undefined : onOverlayClick}
    >
      <div
        ref={dialogRef}
        className={cx('wp-dialog', shake && 'wp-dialog--shake')}
        role="dialog"
        aria-modal={embedded ? undefined : true}
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        inert={!open}
        data-shake={shake ? 'true' : undefined}
      >
        <ModalHeader
          titleId={titleId}
          titleRef={titleRef}
          title={title}
          view={view}
          canGoBack={historyLength > 1}
          onBack={goBack}
          onClose={requestClose}
        />
        <div className="wp-modal-body" style={height === undefined ? undefined : { height }}>
          <div ref={contentRef} className="wp-modal-content">
            {/* Keyed by position and name, so every navigation mounts the new view (and its entrance). */}
            <div key={viewKey} className="wp-view" data-view={view.name}>
              <ViewOutlet view={view} />
            </div>
          </div>
        </div>
        <AlertBar />
      </div>
    </div>
  );
}

/** Stops the page behind the modal from scrolling (and restores the page's own value afterwards). */
function usePageScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active || typeof document === 'undefined') return;
    const { body } = document;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, [active]);
}
