// Spanish (es): the social login strings (messages/social.ts), spread into ../es.ts.
import type { SocialMessages } from '../../messages/social.js';

export const socialEs: SocialMessages = {
  'social.sectionLabel': 'Inicia sesión con una cuenta social',
  'social.continueWith': 'Continuar con {provider}',
  'social.more': 'Más opciones de inicio de sesión',
  'social.title.list': 'Iniciar sesión con',
  'social.title.connecting': 'Inicio de sesión social',
  'social.waiting': 'Continúa en la ventana de {provider}',
  'social.waitingHint': 'Inicia sesión allí y permite el acceso. Esta pantalla avanzará sola.',
  'social.redirecting': 'Te llevamos a {provider}',
  'social.finishing': 'Abriendo tu billetera',
  'social.cancel': 'Cancelar',
  'social.error.access_denied': 'No se permitió el acceso en {provider}.',
  'social.error.invalid_state': 'Este inicio de sesión caducó o ya se usó. Inténtalo de nuevo.',
  'social.error.provider_error': '{provider} no pudo completar el inicio de sesión. Inténtalo de nuevo.',
  'social.error.popup_closed': 'La ventana de {provider} se cerró antes de terminar el inicio de sesión.',
  'farcaster.title': 'Inicia sesión con Farcaster',
  'farcaster.opening': 'Preparando tu enlace de inicio de sesión…',
  'farcaster.scan':
    'Escanea con la cámara de tu teléfono o la app de Farcaster y aprueba allí el inicio de sesión.',
  'farcaster.qrLabel': 'Código QR para iniciar sesión con Farcaster',
  'farcaster.copyLink': 'Copiar enlace',
  'farcaster.openHere': 'Abrir en este dispositivo',
  'farcaster.newLink': 'Obtener un enlace nuevo',
};
