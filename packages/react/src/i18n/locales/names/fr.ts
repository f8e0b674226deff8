// French (fr): the name registration strings (messages/names.ts), spread into ../fr.ts.
import type { NamesMessages } from '../../messages/names.js';

export const namesFr: NamesMessages = {
  'names.register.title': 'Choisir un nom',
  'names.success.title': 'Nom enregistré',
  'names.choose': 'Choisir un nom',
  'names.intro':
    'Un nom remplace votre adresse : on peut vous envoyer des fonds à ce nom, et les applications l’affichent au lieu de 0x…',
  'names.label': 'Nom',
  'names.placeholder': 'votrenom',
  'names.rules': 'Au moins 4 caractères : lettres, chiffres et tirets.',
  'names.rule.tooShort': 'Un nom doit compter au moins 4 caractères',
  'names.rule.invalidCharacters': 'Utilisez uniquement des lettres, des chiffres et des tirets',
  'names.rule.tooLong': 'Un nom compte au plus 63 caractères',
  'names.checking': 'Vérification de la disponibilité',
  'names.available': '{name} est disponible',
  'names.taken': '{name} est déjà pris',
  'names.checkFailed':
    'Impossible de vérifier la disponibilité. Vous pouvez tout de même essayer de l’enregistrer.',
  'names.suggestions': 'Disponibles à la place',
  'names.register': 'Enregistrer',
  'names.blocked.enterName': 'Saisissez un nom',
  'names.blocked.invalid': 'Vérifiez le nom',
  'names.blocked.checking': 'Vérification du nom',
  'names.blocked.taken': 'Nom déjà pris',
  'names.signing': 'Signez le message dans votre wallet',
  'names.signingHint':
    'La signature est gratuite et n’envoie aucune transaction : elle prouve que ce compte choisit {name}.',
  'names.registering': 'Enregistrement de {name}',
  'names.failed.taken': '{name} est déjà pris. Choisissez un autre nom.',
  'names.failed.rejected': 'Vous avez refusé la signature. Rien n’a été enregistré.',
  'names.failed.signature': 'Le serveur n’a pas pu vérifier la signature.',
  'names.failed.unknown': 'Vérifiez votre connexion et réessayez.',
  'names.success.text': '{name} est désormais le nom de ce compte.',
  'names.success.done': 'Terminé',
  'names.unavailable': 'Les noms ne peuvent être enregistrés que pour des comptes de type Ethereum.',
  'names.loadFailed': 'L’enregistrement de nom n’a pas pu se charger. Vérifiez votre connexion et réessayez.',
};
