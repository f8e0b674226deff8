/**
 * The dev wallet page's Farcaster section: the wallet of the devnet's Farcaster account. Paste a sign-in
 * link (what the modal's QR code holds, or its "Copy link"), review what is asked (the site, the account,
 * where the answer goes), then Approve (signs and answers the channel) or Reject (nothing is sent).
 */
import { h } from '../ui/dom.js';
import { type FarcasterAccount, postSignIn, signSignIn } from './sign-in.js';
import { readSignInLink, type SignInLink } from './sign-in-link.js';

export interface FarcasterPanelOptions {
  account: FarcasterAccount;
  fetch?: typeof fetch;
}

export function farcasterPanel(doc: Document, options: FarcasterPanelOptions): HTMLElement {
  const { account } = options;
  const input = h(doc, 'input', {
    type: 'text',
    name: 'farcaster-link',
    placeholder: 'farcaster://connect?channelToken=…',
    autocomplete: 'off',
    spellcheck: 'false',
  });
  const review = h(doc, 'button', { type: 'submit', class: 'primary' }, ['Review']);
  const form = h(doc, 'form', { class: 'pair' }, [
    h(doc, 'label', {}, [h(doc, 'span', {}, ['Farcaster sign-in link']), input]),
    review,
  ]);
  const outcome = h(doc, 'p', { class: 'empty', role: 'status' });
  const card = h(doc, 'div');

  const show = (text: string, isError = false) => {
    outcome.textContent = text;
    outcome.className = isError ? 'error' : 'empty';
  };

  const ask = (link: SignInLink) => {
    const approve = h(doc, 'button', { type: 'button', class: 'primary' }, ['Approve sign-in']);
    const reject = h(doc, 'button', { type: 'button', class: 'danger' }, ['Reject']);
    const done = () => card.replaceChildren();
    approve.addEventListener('click', () => {
      approve.disabled = true;
      reject.disabled = true;
      signSignIn(link, account)
        .then((answer) => postSignIn(link, answer, options.fetch))
        .then(
          () => show(`Signed in to ${link.domain} as @${account.username}.`),
          (error: unknown) => show(error instanceof Error ? error.message : String(error), true),
        )
        .finally(done);
    });
    reject.addEventListener('click', () => {
      done();
      show('Sign-in rejected: nothing was sent.');
    });
    card.replaceChildren(
      h(doc, 'div', { class: 'item', role: 'group', 'aria-labelledby': 'farcaster-ask' }, [
        h(doc, 'h3', { id: 'farcaster-ask' }, [`Sign in to ${link.domain}`]),
        h(doc, 'p', {}, [`As @${account.username} (fid ${account.fid}), signed by its custody key.`]),
        h(doc, 'dl', {}, [
          h(doc, 'dt', {}, ['Site']),
          h(doc, 'dd', {}, [link.siweUri]),
          h(doc, 'dt', {}, ['Custody']),
          h(doc, 'dd', { class: 'mono' }, [account.custody.address]),
          h(doc, 'dt', {}, ['Answer goes to']),
          h(doc, 'dd', { class: 'mono' }, [new URL(link.relay).origin]),
          h(doc, 'dt', {}, ['Expires']),
          h(doc, 'dd', {}, [new Date(link.expirationTime).toLocaleString()]),
        ]),
        h(doc, 'div', { class: 'actions' }, [reject, approve]),
      ]),
    );
    approve.focus();
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    show('');
    try {
      ask(readSignInLink(input.value));
      input.value = '';
    } catch (error) {
      card.replaceChildren();
      show(error instanceof Error ? error.message : String(error), true);
    }
  });

  return h(doc, 'section', { class: 'panel', 'aria-labelledby': 'farcaster-title' }, [
    h(doc, 'h2', { id: 'farcaster-title' }, ['Farcaster']),
    form,
    card,
    outcome,
  ]);
}
