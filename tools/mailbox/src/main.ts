// CLI: runs the mail sink until Ctrl-C. Ports from WALLETPORT_MAILBOX_SMTP_PORT (default 2525) and
// WALLETPORT_MAILBOX_HTTP_PORT (default 8025).
import { startMailbox } from './mailbox.js';

function readPort(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`${name} must be a port number between 0 and 65535, got "${raw}".`);
  }
  return port;
}

try {
  const mailbox = await startMailbox({
    smtpPort: readPort('WALLETPORT_MAILBOX_SMTP_PORT', 2525),
    httpPort: readPort('WALLETPORT_MAILBOX_HTTP_PORT', 8025),
  });
  console.log(
    `Mailbox (development only): SMTP ${mailbox.smtpUrl}, inbox ${mailbox.url}. Press Ctrl-C to stop.`,
  );
  const stop = async () => {
    await mailbox.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
} catch (error) {
  console.error('✖ The mailbox could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
}
