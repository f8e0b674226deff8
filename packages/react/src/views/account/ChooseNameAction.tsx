'use client';
import { useAppKitInstance } from '../../context.js';
import { useTranslate } from '../../i18n/index.js';
import { Button } from '../../ui/index.js';
import { useViewLoader } from '../view-loader.js';

/**
 * "Choose a name" under an eip155 account that has none yet (docs/names.md): shown once the server said
 * the account has no name, so it never flashes for an account that has one. The registration views are
 * chunks of their own; pointing at the action loads the form's.
 */
export function ChooseNameAction({
  hasName,
  identityLoading,
}: {
  hasName: boolean;
  identityLoading: boolean;
}) {
  const instance = useAppKitInstance();
  const t = useTranslate();
  const { preloadView } = useViewLoader();
  const names = instance.services.features.names;
  if (hasName || identityLoading || names === undefined || !names.isSupported()) return null;
  const warm = () => void preloadView('RegisterAccountName').catch(() => undefined);
  return (
    <Button
      variant="ghost"
      size="sm"
      className="wp-account__choose-name"
      onPointerEnter={warm}
      onFocus={warm}
      onClick={() => instance.services.router.push({ name: 'RegisterAccountName' })}
    >
      {t('names.choose')}
    </Button>
  );
}
