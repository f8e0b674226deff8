/**
 * The test users every personality offers on its login page. Alice has a verified email, Bob an unverified
 * one and Carol none, so a client sees each case a real provider can hand it. Each provider gives a user its
 * own subject, shaped like that provider's ids, and the same one at every sign-in.
 */
import type { Provider } from './personalities.js';

export type TestUserKey = 'alice' | 'bob' | 'carol';

export interface TestUser {
  key: TestUserKey;
  /** The display name (OIDC `name`, GitHub `name`, X `name`, Discord `global_name`). */
  name: string;
  /** The handle (GitHub `login`, X and Discord `username`). */
  username: string;
  email?: string;
  emailVerified: boolean;
  /** A small number that makes each provider's subject for this user. */
  serial: number;
}

export const TEST_USERS: readonly TestUser[] = [
  {
    key: 'alice',
    name: 'Alice',
    username: 'alice',
    email: 'alice@example.test',
    emailVerified: true,
    serial: 1,
  },
  { key: 'bob', name: 'Bob', username: 'bob', email: 'bob@example.test', emailVerified: false, serial: 2 },
  { key: 'carol', name: 'Carol', username: 'carol', emailVerified: false, serial: 3 },
];

// Real ids differ in shape per provider (long decimal strings, Apple's dotted ids, GitHub's numbers), so a
// client that assumes one shape for all trips over it here rather than in production.
const SUBJECT_SHAPES: Readonly<Record<Provider, (user: TestUser) => string>> = {
  google: (user) => `1070000000000000000${user.serial.toString().padStart(2, '0')}`,
  apple: (user) => `00000${user.serial}.${user.key}0000000000000000000000000000.0${user.serial}00`,
  facebook: (user) => `1000000000000${user.serial.toString().padStart(2, '0')}`,
  github: (user) => String(1000 + user.serial),
  x: (user) => `150000000000000000${user.serial}`,
  discord: (user) => `80000000000000000${user.serial}`,
};

export function subjectOf(provider: Provider, user: TestUser): string {
  return SUBJECT_SHAPES[provider](user);
}

export function findTestUser(provider: Provider, subject: string): TestUser | undefined {
  return TEST_USERS.find((user) => subjectOf(provider, user) === subject);
}

export function testUserByKey(key: string): TestUser | undefined {
  return TEST_USERS.find((user) => user.key === key);
}

/** The OpenID Connect claims of a user; which of them a client gets is decided by the granted scopes. */
export function oidcClaimsOf(
  provider: Provider,
  user: TestUser,
): { sub: string } & Record<string, string | boolean> {
  return {
    sub: subjectOf(provider, user),
    name: user.name,
    ...(user.email === undefined ? {} : { email: user.email, email_verified: user.emailVerified }),
  };
}
