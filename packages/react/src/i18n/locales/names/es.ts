// Spanish (es): the name registration strings (messages/names.ts), spread into ../es.ts.
import type { NamesMessages } from '../../messages/names.js';

export const namesEs: NamesMessages = {
  'names.register.title': 'Elegir un nombre',
  'names.success.title': 'Nombre registrado',
  'names.choose': 'Elegir un nombre',
  'names.intro':
    'Un nombre sustituye a tu dirección: pueden enviarte fondos a él y las apps lo muestran en lugar de 0x…',
  'names.label': 'Nombre',
  'names.placeholder': 'tunombre',
  'names.rules': 'Al menos 4 caracteres: letras, números y guiones.',
  'names.rule.tooShort': 'Un nombre necesita al menos 4 caracteres',
  'names.rule.invalidCharacters': 'Usa solo letras, números y guiones',
  'names.rule.tooLong': 'Un nombre puede tener como máximo 63 caracteres',
  'names.checking': 'Comprobando disponibilidad',
  'names.available': '{name} está disponible',
  'names.taken': '{name} ya está ocupado',
  'names.checkFailed': 'No se pudo comprobar la disponibilidad. Aun así puedes intentar registrarlo.',
  'names.suggestions': 'Disponibles en su lugar',
  'names.register': 'Registrar',
  'names.blocked.enterName': 'Escribe un nombre',
  'names.blocked.invalid': 'Revisa el nombre',
  'names.blocked.checking': 'Comprobando nombre',
  'names.blocked.taken': 'Nombre ocupado',
  'names.signing': 'Firma el mensaje en tu wallet',
  'names.signingHint':
    'Firmar es gratis y no envía ninguna transacción: demuestra que esta cuenta elige {name}.',
  'names.registering': 'Registrando {name}',
  'names.failed.taken': '{name} ya está ocupado. Elige otro nombre.',
  'names.failed.rejected': 'Rechazaste la firma. No se registró nada.',
  'names.failed.signature': 'El servidor no pudo verificar la firma.',
  'names.failed.unknown': 'Comprueba tu conexión e inténtalo de nuevo.',
  'names.success.text': '{name} es ahora el nombre de esta cuenta.',
  'names.success.done': 'Listo',
  'names.unavailable': 'Solo se pueden registrar nombres para cuentas de tipo Ethereum.',
  'names.loadFailed': 'No se pudo cargar el registro de nombres. Comprueba tu conexión e inténtalo de nuevo.',
};
