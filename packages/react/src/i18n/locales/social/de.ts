// German (de): the social login strings (messages/social.ts), spread into ../de.ts.
import type { SocialMessages } from '../../messages/social.js';

export const socialDe: SocialMessages = {
  'social.sectionLabel': 'Melden Sie sich mit einem Social-Konto an',
  'social.continueWith': 'Weiter mit {provider}',
  'social.more': 'Weitere Anmeldeoptionen',
  'social.title.list': 'Anmelden mit',
  'social.title.connecting': 'Social-Login',
  'social.waiting': 'Fahren Sie im {provider}-Fenster fort',
  'social.waitingHint':
    'Melden Sie sich dort an und erlauben Sie den Zugriff. Diese Ansicht geht von selbst weiter.',
  'social.redirecting': 'Weiterleitung zu {provider}',
  'social.finishing': 'Ihre Wallet wird geöffnet',
  'social.cancel': 'Abbrechen',
  'social.error.access_denied': 'Der Zugriff wurde bei {provider} nicht erlaubt.',
  'social.error.invalid_state':
    'Diese Anmeldung ist abgelaufen oder wurde schon verwendet. Bitte versuchen Sie es erneut.',
  'social.error.provider_error':
    '{provider} konnte die Anmeldung nicht abschließen. Bitte versuchen Sie es erneut.',
  'social.error.popup_closed':
    'Das {provider}-Fenster wurde geschlossen, bevor die Anmeldung abgeschlossen war.',
  'farcaster.title': 'Mit Farcaster anmelden',
  'farcaster.opening': 'Ihr Anmeldelink wird vorbereitet…',
  'farcaster.scan':
    'Scannen Sie mit der Kamera Ihres Telefons oder der Farcaster-App und bestätigen Sie die Anmeldung dort.',
  'farcaster.qrLabel': 'QR-Code für die Anmeldung mit Farcaster',
  'farcaster.copyLink': 'Link kopieren',
  'farcaster.openHere': 'Auf diesem Gerät öffnen',
  'farcaster.newLink': 'Neuen Link holen',
};
