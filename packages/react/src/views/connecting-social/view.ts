import { SOCIAL_PROVIDER_NAMES } from '../../social/provider-names.js';
import { defineView } from '../view-declaration.js';

/** Waiting for a social login (popup or redirect), its failures, and Cancel. Titled with the provider. */
export const connectingSocialView = defineView({
  name: 'ConnectingSocial',
  title: 'social.title.connecting',
  titleOf: (view) => SOCIAL_PROVIDER_NAMES[view.params.provider],
  load: () => import('./ConnectingSocialView.js'),
});
