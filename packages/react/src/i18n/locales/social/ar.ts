// Arabic (ar): the social login strings (messages/social.ts), spread into ../ar.ts.
import type { SocialMessages } from '../../messages/social.js';

export const socialAr: SocialMessages = {
  'social.sectionLabel': 'سجّل الدخول بحساب اجتماعي',
  'social.continueWith': 'المتابعة باستخدام {provider}',
  'social.more': 'خيارات تسجيل دخول أخرى',
  'social.title.list': 'تسجيل الدخول باستخدام',
  'social.title.connecting': 'تسجيل الدخول الاجتماعي',
  'social.waiting': 'تابع في نافذة {provider}',
  'social.waitingHint': 'سجّل الدخول هناك واسمح بالوصول. ستنتقل هذه الشاشة تلقائيًا.',
  'social.redirecting': 'جارٍ نقلك إلى {provider}',
  'social.finishing': 'جارٍ فتح محفظتك',
  'social.cancel': 'إلغاء',
  'social.error.access_denied': 'لم يُسمح بالوصول في {provider}.',
  'social.error.invalid_state': 'انتهت صلاحية تسجيل الدخول هذا أو سبق استخدامه. يُرجى المحاولة مرة أخرى.',
  'social.error.provider_error': 'تعذّر على {provider} إكمال تسجيل الدخول. يُرجى المحاولة مرة أخرى.',
  'social.error.popup_closed': 'أُغلقت نافذة {provider} قبل انتهاء تسجيل الدخول.',
  'farcaster.title': 'تسجيل الدخول باستخدام Farcaster',
  'farcaster.opening': 'جارٍ تجهيز رابط تسجيل الدخول…',
  'farcaster.scan': 'امسح الرمز بكاميرا هاتفك أو بتطبيق Farcaster، ثم وافق على تسجيل الدخول هناك.',
  'farcaster.qrLabel': 'رمز QR لتسجيل الدخول باستخدام Farcaster',
  'farcaster.copyLink': 'نسخ الرابط',
  'farcaster.openHere': 'فتح على هذا الجهاز',
  'farcaster.newLink': 'الحصول على رابط جديد',
};
