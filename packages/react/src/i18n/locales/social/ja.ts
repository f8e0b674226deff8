// Japanese (ja): the social login strings (messages/social.ts), spread into ../ja.ts.
import type { SocialMessages } from '../../messages/social.js';

export const socialJa: SocialMessages = {
  'social.sectionLabel': 'ソーシャルアカウントでログイン',
  'social.continueWith': '{provider} で続ける',
  'social.more': 'その他のログイン方法',
  'social.title.list': 'ログイン方法',
  'social.title.connecting': 'ソーシャルログイン',
  'social.waiting': '{provider} のウィンドウで続けてください',
  'social.waitingHint': 'そちらでログインしてアクセスを許可してください。この画面は自動で進みます。',
  'social.redirecting': '{provider} に移動しています',
  'social.finishing': 'ウォレットを開いています',
  'social.cancel': 'キャンセル',
  'social.error.access_denied': '{provider} でアクセスが許可されませんでした。',
  'social.error.invalid_state': 'このログインは期限切れか、すでに使用されています。もう一度お試しください。',
  'social.error.provider_error': '{provider} はログインを完了できませんでした。もう一度お試しください。',
  'social.error.popup_closed': 'ログインが終わる前に {provider} のウィンドウが閉じられました。',
  'farcaster.title': 'Farcaster でサインイン',
  'farcaster.opening': 'サインインリンクを準備しています…',
  'farcaster.scan':
    'スマートフォンのカメラまたは Farcaster アプリでスキャンし、そこでサインインを承認してください。',
  'farcaster.qrLabel': 'Farcaster でサインインするための QR コード',
  'farcaster.copyLink': 'リンクをコピー',
  'farcaster.openHere': 'このデバイスで開く',
  'farcaster.newLink': '新しいリンクを取得',
};
