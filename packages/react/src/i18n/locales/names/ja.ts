// Japanese (ja): the name registration strings (messages/names.ts), spread into ../ja.ts.
import type { NamesMessages } from '../../messages/names.js';

export const namesJa: NamesMessages = {
  'names.register.title': '名前を選ぶ',
  'names.success.title': '名前を登録しました',
  'names.choose': '名前を選ぶ',
  'names.intro':
    '名前はアドレスの代わりになります。この名前宛てに送金でき、アプリは 0x… の代わりに名前を表示します。',
  'names.label': '名前',
  'names.placeholder': 'yourname',
  'names.rules': '4 文字以上：英字、数字、ハイフン。',
  'names.rule.tooShort': '名前は 4 文字以上必要です',
  'names.rule.invalidCharacters': '英字、数字、ハイフンのみ使用できます',
  'names.rule.tooLong': '名前は 63 文字以内です',
  'names.checking': '利用可能か確認中',
  'names.available': '{name} は利用できます',
  'names.taken': '{name} は使用済みです',
  'names.checkFailed': '利用可能か確認できませんでした。登録を試すことはできます。',
  'names.suggestions': '代わりに利用できる名前',
  'names.register': '登録',
  'names.blocked.enterName': '名前を入力',
  'names.blocked.invalid': '名前を確認',
  'names.blocked.checking': '名前を確認中',
  'names.blocked.taken': '使用済みの名前',
  'names.signing': 'ウォレットでメッセージに署名してください',
  'names.signingHint':
    '署名は無料で、トランザクションは送信されません。このアカウントが {name} を選ぶことを証明します。',
  'names.registering': '{name} を登録中',
  'names.failed.taken': '{name} はすでに使用されています。別の名前を選んでください。',
  'names.failed.rejected': '署名を拒否しました。何も登録されていません。',
  'names.failed.signature': 'サーバーが署名を検証できませんでした。',
  'names.failed.unknown': '接続を確認して、もう一度お試しください。',
  'names.success.text': '{name} がこのアカウントの名前になりました。',
  'names.success.done': '完了',
  'names.unavailable': '名前を登録できるのは Ethereum 形式のアカウントのみです。',
  'names.loadFailed': '名前の登録を読み込めませんでした。接続を確認して、もう一度お試しください。',
};
