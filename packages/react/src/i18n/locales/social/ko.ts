// Korean (ko): the social login strings (messages/social.ts), spread into ../ko.ts.
import type { SocialMessages } from '../../messages/social.js';

export const socialKo: SocialMessages = {
  'social.sectionLabel': '소셜 계정으로 로그인',
  'social.continueWith': '{provider}(으)로 계속하기',
  'social.more': '다른 로그인 방법',
  'social.title.list': '로그인 방법',
  'social.title.connecting': '소셜 로그인',
  'social.waiting': '{provider} 창에서 계속하세요',
  'social.waitingHint': '그곳에서 로그인하고 접근을 허용하세요. 이 화면은 자동으로 넘어갑니다.',
  'social.redirecting': '{provider}(으)로 이동하는 중',
  'social.finishing': '지갑을 여는 중',
  'social.cancel': '취소',
  'social.error.access_denied': '{provider}에서 접근이 허용되지 않았습니다.',
  'social.error.invalid_state': '이 로그인은 만료되었거나 이미 사용되었습니다. 다시 시도하세요.',
  'social.error.provider_error': '{provider}에서 로그인을 완료하지 못했습니다. 다시 시도하세요.',
  'social.error.popup_closed': '로그인이 끝나기 전에 {provider} 창이 닫혔습니다.',
  'farcaster.title': 'Farcaster로 로그인',
  'farcaster.opening': '로그인 링크를 준비하는 중…',
  'farcaster.scan': '휴대폰 카메라나 Farcaster 앱으로 스캔한 다음 그곳에서 로그인을 승인하세요.',
  'farcaster.qrLabel': 'Farcaster 로그인용 QR 코드',
  'farcaster.copyLink': '링크 복사',
  'farcaster.openHere': '이 기기에서 열기',
  'farcaster.newLink': '새 링크 받기',
};
