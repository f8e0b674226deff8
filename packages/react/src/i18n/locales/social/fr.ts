// French (fr): the social login strings (messages/social.ts), spread into ../fr.ts.
import type { SocialMessages } from '../../messages/social.js';

export const socialFr: SocialMessages = {
  'social.sectionLabel': 'Se connecter avec un compte social',
  'social.continueWith': 'Continuer avec {provider}',
  'social.more': 'Autres options de connexion',
  'social.title.list': 'Se connecter avec',
  'social.title.connecting': 'Connexion sociale',
  'social.waiting': 'Continuez dans la fenêtre {provider}',
  'social.waitingHint': 'Connectez-vous et autorisez l’accès. Cet écran avancera tout seul.',
  'social.redirecting': 'Redirection vers {provider}',
  'social.finishing': 'Ouverture de votre portefeuille',
  'social.cancel': 'Annuler',
  'social.error.access_denied': 'L’accès n’a pas été autorisé sur {provider}.',
  'social.error.invalid_state': 'Cette connexion a expiré ou a déjà été utilisée. Veuillez réessayer.',
  'social.error.provider_error': '{provider} n’a pas pu terminer la connexion. Veuillez réessayer.',
  'social.error.popup_closed': 'La fenêtre {provider} a été fermée avant la fin de la connexion.',
  'farcaster.title': 'Se connecter avec Farcaster',
  'farcaster.opening': 'Préparation de votre lien de connexion…',
  'farcaster.scan':
    'Scannez avec l’appareil photo de votre téléphone ou l’app Farcaster, puis approuvez la connexion.',
  'farcaster.qrLabel': 'Code QR pour se connecter avec Farcaster',
  'farcaster.copyLink': 'Copier le lien',
  'farcaster.openHere': 'Ouvrir sur cet appareil',
  'farcaster.newLink': 'Obtenir un nouveau lien',
};
