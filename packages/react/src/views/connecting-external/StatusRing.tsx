import type { ReactNode } from 'react';

export interface StatusRingProps {
  /** pending: a turning arc; error and success: a still ring in that colour. */
  state: 'pending' | 'error' | 'success';
  children: ReactNode;
}

/** The wallet's picture inside a ring that shows how the request is going. Decorative: the text says it. */
export function StatusRing({ state, children }: StatusRingProps) {
  return (
    <div className={`wp-status-ring wp-status-ring--${state}`}>
      <svg className="wp-status-ring__svg" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
        <circle className="wp-status-ring__track" cx="50" cy="50" r="47" />
        <circle className="wp-status-ring__arc" cx="50" cy="50" r="47" pathLength="100" />
      </svg>
      <div className="wp-status-ring__content">{children}</div>
    </div>
  );
}
