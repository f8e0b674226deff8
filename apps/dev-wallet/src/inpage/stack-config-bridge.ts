/**
 * How the extension hands the stack config to the wallet. The wallet runs in the page's own (MAIN) world,
 * where chrome.runtime does not exist, so it cannot read the extension's files; a second content script in
 * the extension's ISOLATED world can. The two worlds share only the DOM, so they talk with DOM events whose
 * detail is a string (objects do not cross worlds). This module stays free of the wallet's code so the
 * bridge bundle is a few hundred bytes.
 */

/** Sent by the bridge: detail is the stack config text, or '' when the extension holds none. */
export const stackConfigEventName = 'walletport-dev-wallet:stack-config';
/** Sent by the wallet when it starts, in case it started after the bridge had already answered. */
export const stackConfigRequestEventName = 'walletport-dev-wallet:request-stack-config';

/** The part of window the bridge and the wallet use: the DOM event target and its CustomEvent. */
export interface StackConfigChannel {
  document: EventTarget;
  CustomEvent: typeof CustomEvent;
}

/**
 * The ISOLATED-world side: reads the config once and answers with it as soon as it has it, and again on
 * every request (the order in which Chromium starts the two content scripts is not promised). `read` resolves
 * null when there is no config; it must not reject.
 */
export function startStackConfigBridge(
  channel: StackConfigChannel,
  read: () => Promise<string | null>,
): void {
  let text: string | undefined;
  const answer = () => {
    if (text === undefined) return;
    channel.document.dispatchEvent(new channel.CustomEvent(stackConfigEventName, { detail: text }));
  };
  channel.document.addEventListener(stackConfigRequestEventName, answer);
  void read().then(
    (value) => {
      text = value ?? '';
      answer();
    },
    () => {
      text = '';
      answer();
    },
  );
}
