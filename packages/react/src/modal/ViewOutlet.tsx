'use client';
import type { RouterView } from '@walletport/core';
import { Component, type ReactNode, Suspense } from 'react';
import { useTranslate } from '../i18n/index.js';
import { Button, Icon, Text } from '../ui/index.js';
import { hasView, preloadView, viewComponent } from '../views/registry.js';
import { type ViewLoader, ViewLoaderContext } from '../views/view-loader.js';
import { ViewSkeleton } from './ViewFallback.js';

function ViewMessage({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const t = useTranslate();
  return (
    <div className="wp-view-message">
      <span className="wp-view-message__icon">
        <Icon name={onRetry ? 'warning' : 'info'} size={22} />
      </span>
      <Text variant="body" tone="secondary" align="center">
        {text}
      </Text>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      ) : null}
    </div>
  );
}

function ViewFailed({ onRetry }: { onRetry: () => void }) {
  const t = useTranslate();
  return <ViewMessage text={t('modal.viewFailed')} onRetry={onRetry} />;
}

interface BoundaryState {
  failed: boolean;
}

/** A view that throws (or whose chunk fails to load) shows a message in the card instead of a blank modal. */
class ViewErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return <ViewFailed onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}

const registryLoader: ViewLoader = { preloadView, hasView };

/** The current view's component, loaded on demand, with a skeleton while it loads. */
export function ViewOutlet({ view }: { view: RouterView }) {
  const t = useTranslate();
  const ViewComponent = viewComponent(view.name);
  if (!ViewComponent) return <ViewMessage text={t('modal.viewUnavailable')} />;
  return (
    <ViewLoaderContext.Provider value={registryLoader}>
      <ViewErrorBoundary>
        <Suspense fallback={<ViewSkeleton />}>
          <ViewComponent />
        </Suspense>
      </ViewErrorBoundary>
    </ViewLoaderContext.Provider>
  );
}
