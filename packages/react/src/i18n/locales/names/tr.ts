// Turkish (tr): the name registration strings (messages/names.ts), spread into ../tr.ts.
import type { NamesMessages } from '../../messages/names.js';

export const namesTr: NamesMessages = {
  'names.register.title': 'Bir ad seçin',
  'names.success.title': 'Ad kaydedildi',
  'names.choose': 'Bir ad seçin',
  'names.intro':
    'Ad, adresinizin yerine geçer: insanlar bu ada gönderim yapabilir, uygulamalar 0x… yerine onu gösterir.',
  'names.label': 'Ad',
  'names.placeholder': 'adiniz',
  'names.rules': 'En az 4 karakter: harf, rakam ve kısa çizgi.',
  'names.rule.tooShort': 'Ad en az 4 karakter olmalıdır',
  'names.rule.invalidCharacters': 'Yalnızca harf, rakam ve kısa çizgi kullanın',
  'names.rule.tooLong': 'Ad en fazla 63 karakter olabilir',
  'names.checking': 'Uygunluk kontrol ediliyor',
  'names.available': '{name} kullanılabilir',
  'names.taken': '{name} alınmış',
  'names.checkFailed': 'Uygunluk kontrol edilemedi. Yine de kaydetmeyi deneyebilirsiniz.',
  'names.suggestions': 'Bunun yerine kullanılabilir',
  'names.register': 'Kaydet',
  'names.blocked.enterName': 'Bir ad girin',
  'names.blocked.invalid': 'Adı kontrol edin',
  'names.blocked.checking': 'Ad kontrol ediliyor',
  'names.blocked.taken': 'Ad alınmış',
  'names.signing': 'Mesajı cüzdanınızda imzalayın',
  'names.signingHint':
    'İmzalamak ücretsizdir ve işlem göndermez: bu hesabın {name} adını seçtiğini kanıtlar.',
  'names.registering': '{name} kaydediliyor',
  'names.failed.taken': '{name} zaten alınmış. Başka bir ad seçin.',
  'names.failed.rejected': 'İmzayı reddettiniz. Hiçbir şey kaydedilmedi.',
  'names.failed.signature': 'Sunucu imzayı doğrulayamadı.',
  'names.failed.unknown': 'Bağlantınızı kontrol edip tekrar deneyin.',
  'names.success.text': '{name} artık bu hesabın adı.',
  'names.success.done': 'Tamam',
  'names.unavailable': 'Adlar yalnızca Ethereum türü hesaplar için kaydedilebilir.',
  'names.loadFailed': 'Ad kaydı yüklenemedi. Bağlantınızı kontrol edip tekrar deneyin.',
};
