// Names (docs/names.md): registering a name for the connected account. The failure headline is the
// catalogue's 'Error registering name' (code.REGISTER_NAME_FAILED); the line under it says why here.
export const names = {
  'names.register.title': 'Choose a name',
  'names.success.title': 'Name registered',
  'names.choose': 'Choose a name',
  'names.intro': 'A name stands in for your address: people can send to it, and apps show it instead of 0x…',
  'names.label': 'Name',
  'names.placeholder': 'yourname',
  'names.rules': 'At least 4 characters: letters, digits and hyphens.',
  'names.rule.tooShort': 'A name needs at least 4 characters',
  'names.rule.invalidCharacters': 'Use only letters, digits and hyphens',
  'names.rule.tooLong': 'A name can have at most 63 characters',
  'names.checking': 'Checking availability',
  'names.available': '{name} is available',
  'names.taken': '{name} is taken',
  'names.checkFailed': 'Could not check availability. You can still try to register.',
  'names.suggestions': 'Available instead',
  'names.register': 'Register',
  'names.blocked.enterName': 'Enter a name',
  'names.blocked.invalid': 'Check the name',
  'names.blocked.checking': 'Checking name',
  'names.blocked.taken': 'Name taken',
  'names.signing': 'Sign the message in your wallet',
  'names.signingHint': 'Signing is free and sends no transaction: it proves this account chooses {name}.',
  'names.registering': 'Registering {name}',
  'names.failed.taken': '{name} is already taken. Choose another name.',
  'names.failed.rejected': 'You declined the signature. Nothing was registered.',
  'names.failed.signature': 'The server could not verify the signature.',
  'names.failed.unknown': 'Check your connection and try again.',
  'names.success.text': '{name} is now the name of this account.',
  'names.success.done': 'Done',
  'names.unavailable': 'Names can be registered for Ethereum-style accounts only.',
  'names.loadFailed': 'Name registration could not load. Check your connection and try again.',
} as const;

/** What each locale's name strings must hold (locales/names/<locale>.ts): every key, as text. */
export type NamesMessages = { readonly [K in keyof typeof names]: string };
