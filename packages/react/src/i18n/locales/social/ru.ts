// Russian (ru): the social login strings (messages/social.ts), spread into ../ru.ts.
import type { SocialMessages } from '../../messages/social.js';

export const socialRu: SocialMessages = {
  'social.sectionLabel': 'Войти через соцсеть',
  'social.continueWith': 'Продолжить с {provider}',
  'social.more': 'Другие способы входа',
  'social.title.list': 'Войти через',
  'social.title.connecting': 'Вход через соцсеть',
  'social.waiting': 'Продолжите в окне {provider}',
  'social.waitingHint': 'Войдите там и разрешите доступ. Этот экран обновится сам.',
  'social.redirecting': 'Переходим в {provider}',
  'social.finishing': 'Открываем ваш кошелёк',
  'social.cancel': 'Отмена',
  'social.error.access_denied': 'Доступ в {provider} не был разрешён.',
  'social.error.invalid_state': 'Срок этого входа истёк, или он уже использован. Попробуйте ещё раз.',
  'social.error.provider_error': '{provider} не удалось завершить вход. Попробуйте ещё раз.',
  'social.error.popup_closed': 'Окно {provider} было закрыто до завершения входа.',
  'farcaster.title': 'Войти через Farcaster',
  'farcaster.opening': 'Готовим ссылку для входа…',
  'farcaster.scan': 'Отсканируйте камерой телефона или в приложении Farcaster и подтвердите вход там.',
  'farcaster.qrLabel': 'QR-код для входа через Farcaster',
  'farcaster.copyLink': 'Копировать ссылку',
  'farcaster.openHere': 'Открыть на этом устройстве',
  'farcaster.newLink': 'Получить новую ссылку',
};
