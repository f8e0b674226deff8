// Chinese (Simplified) (zh-CN): the social login strings (messages/social.ts), spread into ../zh-CN.ts.
import type { SocialMessages } from '../../messages/social.js';

export const socialZhCn: SocialMessages = {
  'social.sectionLabel': '使用社交账号登录',
  'social.continueWith': '使用 {provider} 继续',
  'social.more': '更多登录方式',
  'social.title.list': '登录方式',
  'social.title.connecting': '社交登录',
  'social.waiting': '请在 {provider} 窗口中继续',
  'social.waitingHint': '请在那里登录并允许访问。此页面会自动继续。',
  'social.redirecting': '正在前往 {provider}',
  'social.finishing': '正在打开你的钱包',
  'social.cancel': '取消',
  'social.error.access_denied': '未在 {provider} 上允许访问。',
  'social.error.invalid_state': '此登录已过期或已被使用。请重试。',
  'social.error.provider_error': '{provider} 无法完成登录。请重试。',
  'social.error.popup_closed': '{provider} 窗口在登录完成前被关闭。',
  'farcaster.title': '使用 Farcaster 登录',
  'farcaster.opening': '正在准备登录链接…',
  'farcaster.scan': '用手机相机或 Farcaster 应用扫描，然后在那里批准登录。',
  'farcaster.qrLabel': '用于 Farcaster 登录的二维码',
  'farcaster.copyLink': '复制链接',
  'farcaster.openHere': '在此设备上打开',
  'farcaster.newLink': '获取新链接',
};
