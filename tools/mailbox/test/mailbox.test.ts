import { createServer } from 'node:net';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Mailbox, startMailbox } from '../src/index.js';

let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(async () => {
  await mailbox.close();
});
beforeEach(() => mailbox.clear());

function send(message: Parameters<ReturnType<typeof createTransport>['sendMail']>[0]) {
  const transport = createTransport(mailbox.smtpUrl);
  return transport.sendMail({ from: 'Walletport <login@localhost>', ...message });
}

describe('the SMTP side', () => {
  it('keeps a message with its sender, envelope recipients, subject and both bodies', async () => {
    await send({
      to: 'Alice <Alice@Example.com>',
      bcc: 'audit@example.com',
      subject: 'Your login code for Demo: 123456',
      text: 'Your code is 123456.',
      html: '<p>Your code is <b>123456</b>.</p>',
    });
    const [mail, ...rest] = mailbox.messages();
    expect(rest).toEqual([]);
    expect(mail).toEqual({
      id: expect.any(String),
      from: 'Walletport <login@localhost>',
      to: ['alice@example.com', 'audit@example.com'],
      subject: 'Your login code for Demo: 123456',
      text: 'Your code is 123456.',
      html: '<p>Your code is <b>123456</b>.</p>',
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(Math.abs(Date.parse(mail?.receivedAt ?? '') - Date.now())).toBeLessThan(10_000);
  });

  it('decodes quoted-printable text and encoded-word subjects', async () => {
    const text = `Grüße — dein Code: 654321\n${'x'.repeat(200)}=`;
    await send({
      to: 'bob@example.com',
      subject: 'Anmeldung für Café ☕',
      text,
      textEncoding: 'quoted-printable',
    });
    const [mail] = mailbox.messages();
    expect(mail?.subject).toBe('Anmeldung für Café ☕');
    // The body's last line break belongs to the MIME framing; the text is otherwise exact.
    expect(mail?.text.trimEnd()).toBe(text);
    expect(mail?.html).toBeUndefined();
  });

  it('accepts any credentials', async () => {
    const transport = createTransport(`smtp://someone:secret@${mailbox.smtpUrl.slice('smtp://'.length)}`);
    await transport.sendMail({ from: 'a@example.com', to: 'c@example.com', subject: 's', text: 't' });
    expect(mailbox.messages()).toHaveLength(1);
  });

  it('lists newest first and forgets everything on clear()', async () => {
    for (const subject of ['first', 'second', 'third'])
      await send({ to: 'c@example.com', subject, text: '.' });
    expect(mailbox.messages().map((mail) => mail.subject)).toEqual(['third', 'second', 'first']);
    expect(new Set(mailbox.messages().map((mail) => mail.id)).size).toBe(3);
    mailbox.clear();
    expect(mailbox.messages()).toEqual([]);
  });
});

describe('the HTTP side', () => {
  it('serves the messages as JSON, newest first, filtered by recipient (any case)', async () => {
    await send({ to: 'one@example.com', subject: 'to one', text: '1' });
    await send({ to: ['two@example.com', 'one@example.com'], subject: 'to both', text: '2' });
    await send({ to: 'two@example.com', subject: 'to two', text: '3' });

    const all = await fetch(`${mailbox.url}/api/messages`);
    expect(all.status).toBe(200);
    expect(all.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await all.json()) as { subject: string }[]).map((mail) => mail.subject)).toEqual([
      'to two',
      'to both',
      'to one',
    ]);
    const forOne = await fetch(`${mailbox.url}/api/messages?to=${encodeURIComponent('ONE@example.com')}`);
    expect(((await forOne.json()) as { subject: string }[]).map((mail) => mail.subject)).toEqual([
      'to both',
      'to one',
    ]);
    const forNobody = await fetch(`${mailbox.url}/api/messages?to=nobody@example.com`);
    expect(await forNobody.json()).toEqual([]);
  });

  it('empties the mailbox on DELETE /api/messages', async () => {
    await send({ to: 'one@example.com', subject: 's', text: 't' });
    const response = await fetch(`${mailbox.url}/api/messages`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(mailbox.messages()).toEqual([]);
  });

  it('renders the inbox page newest first, escaping every value, refreshing itself, running no script', async () => {
    await send({ to: 'old@example.com', subject: 'older', text: 'first body' });
    await send({
      to: 'new@example.com',
      subject: '<script>alert("s")</script>',
      text: 'Code: 111222 <img src=x onerror=alert(1)> & "quotes"',
      html: '<script>alert("h")</script>',
    });
    const response = await fetch(`${mailbox.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await response.text();
    expect(page).toMatch(/<meta http-equiv="refresh" content="\d+">/);
    expect(page).not.toContain('<script');
    expect(page).not.toContain('<img');
    expect(page).toContain('&lt;script&gt;alert(&quot;s&quot;)&lt;/script&gt;');
    expect(page).toContain('Code: 111222 &lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
    expect(page).toContain('new@example.com');
    expect(page).toContain('Walletport &lt;login@localhost&gt;');
    expect(page).toContain('2 messages');
    expect(page.indexOf('111222')).toBeLessThan(page.indexOf('first body'));
  });

  it('says so when there is no mail, and refuses other paths and methods', async () => {
    const page = await (await fetch(`${mailbox.url}/`)).text();
    expect(page).toContain('No mail yet');
    expect(page).toContain(mailbox.smtpUrl);
    expect((await fetch(`${mailbox.url}/nope`)).status).toBe(404);
    expect((await fetch(`${mailbox.url}/api/messages`, { method: 'POST' })).status).toBe(405);
    expect((await fetch(`${mailbox.url}/`, { method: 'DELETE' })).status).toBe(405);
  });
});

describe('startMailbox', () => {
  it('keeps at most `capacity` messages, dropping the oldest', async () => {
    const small = await startMailbox({ capacity: 2 });
    try {
      const transport = createTransport(small.smtpUrl);
      for (const subject of ['a', 'b', 'c']) {
        await transport.sendMail({ from: 'x@example.com', to: 'y@example.com', subject, text: '.' });
      }
      expect(small.messages().map((mail) => mail.subject)).toEqual(['c', 'b']);
    } finally {
      await small.close();
    }
  });

  it('listens on the ports it is given and frees them on close', async () => {
    const [smtpPort, httpPort] = await freePorts(2);
    const fixed = await startMailbox({ smtpPort, httpPort });
    expect(fixed.smtpUrl).toBe(`smtp://127.0.0.1:${smtpPort}`);
    expect(fixed.url).toBe(`http://127.0.0.1:${httpPort}`);
    await fixed.close();
    await fixed.close();
    const again = await startMailbox({ smtpPort, httpPort });
    await again.close();
  });

  it('fails to start, leaving nothing open, when a port is taken', async () => {
    const [smtpPort] = await freePorts(1);
    const first = await startMailbox({ httpPort: smtpPort });
    try {
      await expect(startMailbox({ smtpPort: 0, httpPort: smtpPort })).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await first.close();
    }
  });
});

async function freePorts(count: number): Promise<number[]> {
  const ports: number[] = [];
  const servers = [];
  for (let index = 0; index < count; index += 1) {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    ports.push(address.port);
    servers.push(server);
  }
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}
