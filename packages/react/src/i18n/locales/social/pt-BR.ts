// Portuguese (Brazil) (pt-BR): the social login strings (messages/social.ts), spread into ../pt-BR.ts.
import type { SocialMessages } from '../../messages/social.js';

export const socialPtBr: SocialMessages = {
  'social.sectionLabel': 'Entre com uma conta social',
  'social.continueWith': 'Continuar com {provider}',
  'social.more': 'Mais opções de entrada',
  'social.title.list': 'Entrar com',
  'social.title.connecting': 'Login social',
  'social.waiting': 'Continue na janela do {provider}',
  'social.waitingHint': 'Entre lá e permita o acesso. Esta tela avança sozinha.',
  'social.redirecting': 'Levando você ao {provider}',
  'social.finishing': 'Abrindo sua carteira',
  'social.cancel': 'Cancelar',
  'social.error.access_denied': 'O acesso não foi permitido no {provider}.',
  'social.error.invalid_state': 'Este login expirou ou já foi usado. Tente novamente.',
  'social.error.provider_error': 'O {provider} não conseguiu concluir o login. Tente novamente.',
  'social.error.popup_closed': 'A janela do {provider} foi fechada antes de o login terminar.',
  'farcaster.title': 'Entrar com Farcaster',
  'farcaster.opening': 'Preparando seu link de acesso…',
  'farcaster.scan': 'Escaneie com a câmera do celular ou o app Farcaster e aprove o acesso por lá.',
  'farcaster.qrLabel': 'Código QR para entrar com Farcaster',
  'farcaster.copyLink': 'Copiar link',
  'farcaster.openHere': 'Abrir neste dispositivo',
  'farcaster.newLink': 'Gerar um novo link',
};
