'use client';
import { useAppKitInstance } from '../../context.js';
import { useStoreSelector } from '../../hooks/use-store.js';
import { useTranslate } from '../../i18n/index.js';
import { Avatar, Button, Icon, Text, useViewStyles } from '../../ui/index.js';
import { NamesFlowPending } from '../register-account-name/NamesFlowPending.js';
import { NAMES_CSS } from '../register-account-name/styles.js';
import { useNamesFlow, useNamesState } from '../register-account-name/use-names-flow.js';
import type { RegisterNameFlow } from '@walletport/core/names';

/** RegisterAccountNameSuccess: the name now stands for the account; Done goes back to it. */
export default function RegisterAccountNameSuccessView() {
  useViewStyles(NAMES_CSS);
  const load = useNamesFlow();
  if (load.status !== 'ready') return <NamesFlowPending load={load} />;
  return <Success flow={load.flow} />;
}

function Success({ flow }: { flow: RegisterNameFlow }) {
  const t = useTranslate();
  const instance = useAppKitInstance();
  const { registered } = useNamesState(flow);
  const address = useStoreSelector(instance.stores.accounts, (state) => state.eip155?.address);
  return (
    <div className="wp-names__outcome">
      {address === undefined ? (
        <span className="wp-names__outcome-icon wp-names__outcome-icon--success">
          <Icon name="check" size={28} />
        </span>
      ) : (
        <Avatar address={address} size={64} />
      )}
      <div role="status">
        <Text as="h2" variant="title">
          {registered ?? t('names.success.title')}
        </Text>
      </div>
      {registered === undefined ? null : (
        <Text variant="small" tone="secondary" className="wp-names__outcome-text">
          {t('names.success.text', { name: registered })}
        </Text>
      )}
      <div className="wp-names__actions">
        <Button
          variant="primary"
          fullWidth
          onClick={() => instance.services.router.reset({ name: 'Account' })}
        >
          {t('names.success.done')}
        </Button>
      </div>
    </div>
  );
}
