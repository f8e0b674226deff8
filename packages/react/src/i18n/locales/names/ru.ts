// Russian (ru): the name registration strings (messages/names.ts), spread into ../ru.ts.
import type { NamesMessages } from '../../messages/names.js';

export const namesRu: NamesMessages = {
  'names.register.title': 'Выбрать имя',
  'names.success.title': 'Имя зарегистрировано',
  'names.choose': 'Выбрать имя',
  'names.intro':
    'Имя заменяет ваш адрес: на него можно отправлять средства, а приложения показывают его вместо 0x…',
  'names.label': 'Имя',
  'names.placeholder': 'вашеимя',
  'names.rules': 'Не менее 4 символов: буквы, цифры и дефисы.',
  'names.rule.tooShort': 'Имя должно содержать не менее 4 символов',
  'names.rule.invalidCharacters': 'Используйте только буквы, цифры и дефисы',
  'names.rule.tooLong': 'Имя может содержать не более 63 символов',
  'names.checking': 'Проверка доступности',
  'names.available': '{name} свободно',
  'names.taken': '{name} уже занято',
  'names.checkFailed':
    'Не удалось проверить доступность. Вы всё равно можете попробовать зарегистрировать имя.',
  'names.suggestions': 'Свободные варианты',
  'names.register': 'Зарегистрировать',
  'names.blocked.enterName': 'Введите имя',
  'names.blocked.invalid': 'Проверьте имя',
  'names.blocked.checking': 'Проверка имени',
  'names.blocked.taken': 'Имя занято',
  'names.signing': 'Подпишите сообщение в кошельке',
  'names.signingHint':
    'Подпись бесплатна и не отправляет транзакцию: она подтверждает, что этот аккаунт выбирает {name}.',
  'names.registering': 'Регистрация {name}',
  'names.failed.taken': '{name} уже занято. Выберите другое имя.',
  'names.failed.rejected': 'Вы отклонили подпись. Ничего не зарегистрировано.',
  'names.failed.signature': 'Сервер не смог проверить подпись.',
  'names.failed.unknown': 'Проверьте подключение и попробуйте снова.',
  'names.success.text': 'Теперь {name} — имя этого аккаунта.',
  'names.success.done': 'Готово',
  'names.unavailable': 'Имена можно регистрировать только для аккаунтов типа Ethereum.',
  'names.loadFailed': 'Не удалось загрузить регистрацию имени. Проверьте подключение и попробуйте снова.',
};
