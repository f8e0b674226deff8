import type { ImplementedViewName, OpenableView, View } from '@walletport/core/internal';
import type { ComponentType } from 'react';
import type { MessageKey } from '../i18n/index.js';

/**
 * What one view folder says about itself, once: its name, its header title and how to load its screen.
 * Declarations are imported eagerly by the registry, so a declaration file holds only these few values
 * and a dynamic import; the screen itself stays in its own chunk.
 */
export interface ViewDeclaration<N extends ImplementedViewName = ImplementedViewName> {
  /** A view core lists as implemented (`IMPLEMENTED_VIEW_NAMES`); a planned-only name does not compile. */
  readonly name: N;
  /** The header title, also the dialog's accessible name. */
  readonly title: MessageKey;
  /** The title names the dialog for screen readers but is not drawn: the view shows its own heading. */
  readonly titleHidden?: boolean;
  /**
   * A title taken from the view's params or the connector (e.g. the wallet's name), used instead of
   * `title` when it gives one.
   */
  titleOf?(view: View<N>, connectorName: ConnectorName): string | undefined;
  /** Loads the screen's chunk; its default export renders the view. */
  load(): Promise<{ default: ComponentType }>;
}

type ConnectorName = (connectorId: string) => string | undefined;

/**
 * A declaration as the registry holds it. `titleOf` takes any implemented view here, so declarations of
 * different views fit one list (ViewDeclaration<N> is invariant in N through its `titleOf` parameter).
 */
export interface DeclaredView<N extends ImplementedViewName = ImplementedViewName>
  extends Omit<ViewDeclaration<N>, 'titleOf'> {
  titleOf?(view: OpenableView, connectorName: ConnectorName): string | undefined;
}

/** Types one view folder's declaration (the identity at run time). */
export function defineView<N extends ImplementedViewName>(declaration: ViewDeclaration<N>): DeclaredView<N> {
  // Sound in use: the registry calls titleOf only with a view found by this declaration's name, a View<N>.
  return declaration as DeclaredView<N>;
}
