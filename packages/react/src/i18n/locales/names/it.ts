// Italian (it): the name registration strings (messages/names.ts), spread into ../it.ts.
import type { NamesMessages } from '../../messages/names.js';

export const namesIt: NamesMessages = {
  'names.register.title': 'Scegli un nome',
  'names.success.title': 'Nome registrato',
  'names.choose': 'Scegli un nome',
  'names.intro':
    'Un nome sostituisce il tuo indirizzo: si possono inviare fondi a quel nome e le app lo mostrano al posto di 0x…',
  'names.label': 'Nome',
  'names.placeholder': 'tuonome',
  'names.rules': 'Almeno 4 caratteri: lettere, cifre e trattini.',
  'names.rule.tooShort': 'Un nome deve avere almeno 4 caratteri',
  'names.rule.invalidCharacters': 'Usa solo lettere, cifre e trattini',
  'names.rule.tooLong': 'Un nome può avere al massimo 63 caratteri',
  'names.checking': 'Verifica della disponibilità',
  'names.available': '{name} è disponibile',
  'names.taken': '{name} è già preso',
  'names.checkFailed': 'Impossibile verificare la disponibilità. Puoi comunque provare a registrarlo.',
  'names.suggestions': 'Disponibili in alternativa',
  'names.register': 'Registra',
  'names.blocked.enterName': 'Inserisci un nome',
  'names.blocked.invalid': 'Controlla il nome',
  'names.blocked.checking': 'Verifica del nome',
  'names.blocked.taken': 'Nome già preso',
  'names.signing': 'Firma il messaggio nel tuo wallet',
  'names.signingHint':
    'La firma è gratuita e non invia alcuna transazione: dimostra che questo account sceglie {name}.',
  'names.registering': 'Registrazione di {name}',
  'names.failed.taken': '{name} è già preso. Scegli un altro nome.',
  'names.failed.rejected': 'Hai rifiutato la firma. Non è stato registrato nulla.',
  'names.failed.signature': 'Il server non è riuscito a verificare la firma.',
  'names.failed.unknown': 'Controlla la connessione e riprova.',
  'names.success.text': '{name} è ora il nome di questo account.',
  'names.success.done': 'Fatto',
  'names.unavailable': 'I nomi si possono registrare solo per account di tipo Ethereum.',
  'names.loadFailed': 'Impossibile caricare la registrazione del nome. Controlla la connessione e riprova.',
};
