import type { OpenableView, RouterView } from '@walletport/core';
import type { Translate } from '../i18n/index.js';
import { viewDeclaration } from '../views/declarations.js';

/** Whether `name`'s title names the dialog for screen readers only (the view shows its own heading). */
export function isTitleHidden(name: string): boolean {
  return viewDeclaration(name)?.titleHidden === true;
}

/**
 * The header title for `view`, from its folder's declaration: the declaration's own `titleOf` when it
 * gives one (ConnectingExternal: the wallet's name), else its title key. A view without a declaration (a
 * planned view a flow reached) uses the modal's generic label.
 */
export function viewTitle(
  view: RouterView,
  t: Translate,
  connectorName: (connectorId: string) => string | undefined = () => undefined,
): string {
  const declaration = viewDeclaration(view.name);
  if (declaration === undefined) return t('common.modalLabel');
  // Found by this view's name, so the view is an implemented one: the kind titleOf expects.
  const own = declaration.titleOf?.(view as OpenableView, connectorName);
  return own || t(declaration.title);
}
