// Turkish (tr): the social login strings (messages/social.ts), spread into ../tr.ts.
import type { SocialMessages } from '../../messages/social.js';

export const socialTr: SocialMessages = {
  'social.sectionLabel': 'Bir sosyal hesapla giriş yapın',
  'social.continueWith': '{provider} ile devam et',
  'social.more': 'Diğer giriş seçenekleri',
  'social.title.list': 'Şununla giriş yap',
  'social.title.connecting': 'Sosyal giriş',
  'social.waiting': '{provider} penceresinde devam edin',
  'social.waitingHint': 'Orada giriş yapın ve erişime izin verin. Bu ekran kendiliğinden ilerler.',
  'social.redirecting': '{provider} sayfasına yönlendiriliyorsunuz',
  'social.finishing': 'Cüzdanınız açılıyor',
  'social.cancel': 'İptal',
  'social.error.access_denied': '{provider} üzerinde erişime izin verilmedi.',
  'social.error.invalid_state': 'Bu girişin süresi doldu ya da zaten kullanıldı. Lütfen tekrar deneyin.',
  'social.error.provider_error': '{provider} girişi tamamlayamadı. Lütfen tekrar deneyin.',
  'social.error.popup_closed': '{provider} penceresi giriş bitmeden kapatıldı.',
  'farcaster.title': 'Farcaster ile giriş yap',
  'farcaster.opening': 'Giriş bağlantınız hazırlanıyor…',
  'farcaster.scan':
    'Telefonunuzun kamerası veya Farcaster uygulamasıyla tarayın, ardından girişi orada onaylayın.',
  'farcaster.qrLabel': 'Farcaster ile giriş için QR kodu',
  'farcaster.copyLink': 'Bağlantıyı kopyala',
  'farcaster.openHere': 'Bu cihazda aç',
  'farcaster.newLink': 'Yeni bağlantı al',
};
