// German (de): the name registration strings (messages/names.ts), spread into ../de.ts.
import type { NamesMessages } from '../../messages/names.js';

export const namesDe: NamesMessages = {
  'names.register.title': 'Namen wählen',
  'names.success.title': 'Name registriert',
  'names.choose': 'Namen wählen',
  'names.intro':
    'Ein Name steht für Ihre Adresse: Andere können an ihn senden, und Apps zeigen ihn statt 0x…',
  'names.label': 'Name',
  'names.placeholder': 'ihrname',
  'names.rules': 'Mindestens 4 Zeichen: Buchstaben, Ziffern und Bindestriche.',
  'names.rule.tooShort': 'Ein Name braucht mindestens 4 Zeichen',
  'names.rule.invalidCharacters': 'Nur Buchstaben, Ziffern und Bindestriche verwenden',
  'names.rule.tooLong': 'Ein Name darf höchstens 63 Zeichen haben',
  'names.checking': 'Verfügbarkeit wird geprüft',
  'names.available': '{name} ist verfügbar',
  'names.taken': '{name} ist vergeben',
  'names.checkFailed':
    'Die Verfügbarkeit konnte nicht geprüft werden. Sie können trotzdem versuchen, ihn zu registrieren.',
  'names.suggestions': 'Stattdessen verfügbar',
  'names.register': 'Registrieren',
  'names.blocked.enterName': 'Namen eingeben',
  'names.blocked.invalid': 'Namen prüfen',
  'names.blocked.checking': 'Name wird geprüft',
  'names.blocked.taken': 'Name vergeben',
  'names.signing': 'Signieren Sie die Nachricht in Ihrer Wallet',
  'names.signingHint':
    'Signieren ist kostenlos und sendet keine Transaktion: Es bestätigt, dass dieses Konto {name} wählt.',
  'names.registering': '{name} wird registriert',
  'names.failed.taken': '{name} ist bereits vergeben. Wählen Sie einen anderen Namen.',
  'names.failed.rejected': 'Sie haben die Signatur abgelehnt. Es wurde nichts registriert.',
  'names.failed.signature': 'Der Server konnte die Signatur nicht prüfen.',
  'names.failed.unknown': 'Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'names.success.text': '{name} ist jetzt der Name dieses Kontos.',
  'names.success.done': 'Fertig',
  'names.unavailable': 'Namen können nur für Ethereum-artige Konten registriert werden.',
  'names.loadFailed':
    'Die Namensregistrierung konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
};
