/**
 * The `open` an instance hands to apps: the modal service's open behind the implemented-views check
 * (implemented-views.ts). Its own module so the modal service stays free of the app-facing rule.
 */
import {
  IMPLEMENTED_VIEW_NAMES,
  type OpenableView,
  type OpenableViewName,
  unavailableViewOf,
} from './implemented-views.js';
import type { ModalOpenOptions, OpenOptions } from './modal.js';

/**
 * What apps pass to `open`: a view object, or AppKit's form, the view's name alone (`{ view: 'Networks' }`),
 * for views that need no params.
 */
export interface PublicOpenOptions extends Omit<OpenOptions, 'view'> {
  view?: OpenableView | OpenableViewName;
}

/** The same options with the view as an object, the form the modal and its rules work with. */
export function toOpenOptions<T extends PublicOpenOptions>(
  options: T,
): Omit<T, 'view'> & Pick<OpenOptions, 'view'> {
  if (typeof options.view !== 'string') return options as Omit<T, 'view'> & Pick<OpenOptions, 'view'>;
  return { ...options, view: { name: options.view } as OpenableView };
}

/** Receives the warning of a refused `open` (the instance passes its logger's `warn`). */
export type OpenWarn = (message: string, context?: Readonly<Record<string, unknown>>) => void;

/**
 * The `open` apps call. A requested view that is not implemented (untyped app code, a planned view) is
 * refused: one warning naming it, and nothing changes (no navigation, no opening, no MODAL_OPEN), so the
 * modal never appears on an empty view.
 *
 * A warning rather than a throw: apps call open() fire-and-forget from click handlers (AppKit's open
 * never rejects), where a rejection would surface as an unhandled error rather than a message.
 */
export function createPublicOpen(
  modal: { open(options?: ModalOpenOptions): void },
  warn: OpenWarn,
): (options?: PublicOpenOptions) => void {
  return (publicOptions) => {
    const options = publicOptions === undefined ? undefined : toOpenOptions(publicOptions);
    const refused = unavailableViewOf(options?.view);
    if (refused === undefined) {
      modal.open(options);
      return;
    }
    warn(`open() refused the view '${refused}': it is not implemented, so the modal stays as it is.`, {
      view: refused,
      implementedViews: IMPLEMENTED_VIEW_NAMES,
    });
  };
}
