// Italian (it): the social login strings (messages/social.ts), spread into ../it.ts.
import type { SocialMessages } from '../../messages/social.js';

export const socialIt: SocialMessages = {
  'social.sectionLabel': 'Accedi con un account social',
  'social.continueWith': 'Continua con {provider}',
  'social.more': 'Altre opzioni di accesso',
  'social.title.list': 'Accedi con',
  'social.title.connecting': 'Accesso social',
  'social.waiting': 'Continua nella finestra di {provider}',
  'social.waitingHint': 'Accedi lì e consenti l’accesso. Questa schermata prosegue da sola.',
  'social.redirecting': 'Ti portiamo su {provider}',
  'social.finishing': 'Apertura del tuo wallet',
  'social.cancel': 'Annulla',
  'social.error.access_denied': 'L’accesso non è stato consentito su {provider}.',
  'social.error.invalid_state': 'Questo accesso è scaduto o è già stato usato. Riprova.',
  'social.error.provider_error': '{provider} non è riuscito a completare l’accesso. Riprova.',
  'social.error.popup_closed': 'La finestra di {provider} è stata chiusa prima della fine dell’accesso.',
  'farcaster.title': 'Accedi con Farcaster',
  'farcaster.opening': 'Preparazione del link di accesso…',
  'farcaster.scan':
    'Scansiona con la fotocamera del telefono o con l’app Farcaster, poi approva l’accesso lì.',
  'farcaster.qrLabel': 'Codice QR per accedere con Farcaster',
  'farcaster.copyLink': 'Copia link',
  'farcaster.openHere': 'Apri su questo dispositivo',
  'farcaster.newLink': 'Ottieni un nuovo link',
};
