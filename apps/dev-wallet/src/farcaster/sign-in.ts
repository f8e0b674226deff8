/**
 * The dev wallet's Farcaster account answering a sign-in link: the EIP-4361 message Sign In With
 * Farcaster describes (statement "Farcaster Auth", the fid as resource farcaster://fid/<fid>), signed
 * by the fid's custody key, and posted to the relay the link names. On the devnet, fid 1
 * ("walletport-dev") is registered to test account 6 by the stack (tools/devnet, farcaster.ts).
 */
import { getAddress, type LocalAccount } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import { authenticateUrl, type SignInLink } from './sign-in-link.js';

export interface FarcasterAccount {
  fid: number;
  username: string;
  /** The custody key the ID registry has for the fid. */
  custody: LocalAccount;
  /** The chain of the ID registry, which the message names. */
  chainId: number;
}

export interface SignInAnswer {
  message: string;
  signature: `0x${string}`;
  fid: number;
  username: string;
}

export async function signSignIn(
  link: SignInLink,
  account: FarcasterAccount,
  now: Date = new Date(),
): Promise<SignInAnswer> {
  const message = createSiweMessage({
    domain: link.domain,
    address: getAddress(account.custody.address),
    statement: 'Farcaster Auth',
    uri: link.siweUri,
    version: '1',
    chainId: account.chainId,
    nonce: link.nonce,
    issuedAt: now,
    expirationTime: new Date(link.expirationTime),
    resources: [`farcaster://fid/${account.fid}`],
  });
  const signature = await account.custody.signMessage({ message });
  return { message, signature, fid: account.fid, username: account.username };
}

export class SignInRefusedError extends Error {
  override name = 'SignInRefusedError';
}

/** Posts the answer; resolves once the server completed the channel, else rejects with its words. */
export async function postSignIn(
  link: SignInLink,
  answer: SignInAnswer,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  let response: Response;
  try {
    response = await fetchImpl(authenticateUrl(link), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(answer),
    });
  } catch (error) {
    throw new SignInRefusedError(`Could not reach ${new URL(link.relay).host}.`, { cause: error });
  }
  if (response.ok) return;
  let message = `The server answered ${response.status}.`;
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message.length <= 300) message = body.message;
  } catch {
    // Not JSON: the status says enough.
  }
  throw new SignInRefusedError(message);
}
