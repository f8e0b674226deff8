// Test page logic: plain browser JavaScript, no build step. Results are JSON in #result so tests can parse them.
const devWalletRdns = 'dev.walletport.wallet';
const recipient = '0x000000000000000000000000000000000000dEaD';

/** @type {Array<{ info: { uuid: string, name: string, icon: string, rdns: string }, provider: any }>} */
const announced = [];
const providersOutput = document.getElementById('providers');
const resultOutput = document.getElementById('result');
const eventsOutput = document.getElementById('events');

// Each provider's icon is drawn (so a broken data URI shows), and its info listed as JSON with the icon cut
// short; the full icon stays readable through the img's src.
function showProviders() {
  providersOutput.replaceChildren(
    ...announced.map(({ info }) => {
      const item = document.createElement('div');
      const icon = document.createElement('img');
      icon.src = info.icon;
      icon.alt = `${info.name} icon`;
      icon.width = 32;
      icon.height = 32;
      const text = document.createElement('pre');
      text.textContent = JSON.stringify({ ...info, icon: `${info.icon.slice(0, 26)}…` }, null, 2);
      item.append(icon, text);
      return item;
    }),
  );
}

window.addEventListener('eip6963:announceProvider', (event) => {
  const detail = event.detail;
  if (announced.some((known) => known.info.uuid === detail.info.uuid)) return;
  announced.push(detail);
  showProviders();
  if (detail.info.rdns === devWalletRdns) listen(detail.provider);
});
window.dispatchEvent(new Event('eip6963:requestProvider'));

function listen(provider) {
  for (const name of ['accountsChanged', 'chainChanged', 'connect', 'disconnect']) {
    provider.on(name, (payload) => {
      const value = payload instanceof Error ? { code: payload.code, message: payload.message } : payload;
      eventsOutput.textContent += `${JSON.stringify({ event: name, value })}\n`;
    });
  }
}

function wallet() {
  const found = announced.find((detail) => detail.info.rdns === devWalletRdns);
  if (!found) throw new Error('no dev wallet announced');
  return found.provider;
}

async function account() {
  const [address] = await wallet().request({ method: 'eth_accounts' });
  return address;
}

const actions = {
  requestAccounts: () => wallet().request({ method: 'eth_requestAccounts' }),
  accounts: () => wallet().request({ method: 'eth_accounts' }),
  chainId: () => wallet().request({ method: 'eth_chainId' }),
  personalSign: async () => {
    const bytes = new TextEncoder().encode(document.getElementById('message').value);
    const hex = `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
    return wallet().request({ method: 'personal_sign', params: [hex, await account()] });
  },
  signTypedData: async () => {
    const chainId = Number.parseInt(await wallet().request({ method: 'eth_chainId' }), 16);
    const typedData = {
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Greeting: [{ name: 'text', type: 'string' }],
      },
      primaryType: 'Greeting',
      domain: { name: 'Dev wallet test page', chainId },
      message: { text: document.getElementById('message').value },
    };
    return wallet().request({
      method: 'eth_signTypedData_v4',
      params: [await account(), JSON.stringify(typedData)],
    });
  },
  sendTransaction: async () =>
    wallet().request({
      method: 'eth_sendTransaction',
      params: [{ from: await account(), to: recipient, value: '0x2386f26fc10000' }],
    }),
  switchChain: () =>
    wallet().request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }),
  switchUnknownChain: () =>
    wallet().request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
  capabilities: async () => wallet().request({ method: 'wallet_getCapabilities', params: [await account()] }),
  revoke: () => wallet().request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }),
};

for (const button of document.querySelectorAll('button[data-action]')) {
  button.addEventListener('click', async () => {
    const action = button.dataset.action;
    resultOutput.textContent = JSON.stringify({ action, pending: true });
    try {
      const result = await actions[action]();
      resultOutput.textContent = JSON.stringify({ action, result });
    } catch (error) {
      resultOutput.textContent = JSON.stringify({
        action,
        error: { code: error?.code, message: error?.message },
      });
    }
  });
}
