/** The numbers of email login (see docs/server.md, "Embedded wallet (email login)"). */

/** A code is good for 10 minutes, once. */
export const CODE_TTL_MS = 10 * 60_000;
/** One email per address per 30 s. */
export const RESEND_AFTER_MS = 30_000;
/** The window of the hourly caps below (a sliding hour). */
export const SEND_WINDOW_MS = 60 * 60_000;
/** Emails to one address (in one project) per hour. */
export const SENDS_PER_EMAIL_PER_WINDOW = 10;
/** Emails asked for by one client IP per hour, all projects together. */
export const SENDS_PER_IP_PER_WINDOW = 30;
/** Wrong codes for one email before it is locked. */
export const MAX_FAILED_ATTEMPTS = 5;
/** How long a locked email refuses every code. */
export const LOCK_MS = 15 * 60_000;
/** A login session lives 30 days. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;
/** The recovery object the frame stores, as JSON text. */
export const MAX_RECOVERY_BYTES = 2_048;
/** The decoded auth share: a Shamir share of a seed is far smaller. */
export const MAX_AUTH_SHARE_BYTES = 1_024;
