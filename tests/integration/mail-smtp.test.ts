import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailTransport } from '../../src/server/mail/transport.server';

/** A local SMTP server (loopback only) that keeps what it receives and who signed in. */
function startSmtp(): Promise<{ port: number; received: Buffer[]; users: string[]; close: () => Promise<void> }> {
  const received: Buffer[] = [];
  const users: string[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      if (auth.username === 'halte' && auth.password === 's3cret/pass') {
        users.push(auth.username);
        callback(null, { user: auth.username });
      } else callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks));
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({ port, received, users, close: () => new Promise<void>((done) => server.close(() => done())) });
    });
  });
}

describe('SMTP delivery (SMTP_URL)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  const mail = {
    to: 'eloise@example.com',
    subject: 'Camille vous offre un cadeau',
    text: 'Votre code cadeau : HALTE-7KQM-X2RD-PZ9A-C4TE',
    html: '<p>Votre code cadeau : <b>HALTE-7KQM-X2RD-PZ9A-C4TE</b></p>',
    attachments: [{ filename: 'bon-cadeau.pdf', contentType: 'application/pdf', content: new Uint8Array([37, 80, 68, 70, 45]) }],
    messageId: '<outbox-7-1@halte.example>',
    date: new Date('2026-11-24T08:00:00Z'),
    mailboxName: 'unused',
  };

  it('sends through the server of SMTP_URL, signed in with its user and password, attachments included', async () => {
    const transport = createMailTransport({
      SMTP_URL: `smtp://halte:${encodeURIComponent('s3cret/pass')}@127.0.0.1:${smtp.port}`,
      HALTE_MAIL_FROM: 'Halte <bonjour@halte.example>',
    });
    expect(transport.kind).toBe('smtp');
    await transport.send(mail);
    expect(smtp.users).toEqual(['halte']);
    const email = await PostalMime.parse(smtp.received.at(-1)!);
    expect(email.from?.address).toBe('bonjour@halte.example');
    expect(email.to?.[0]?.address).toBe('eloise@example.com');
    expect(email.subject).toBe(mail.subject);
    expect(email.messageId).toBe('<outbox-7-1@halte.example>');
    expect(email.text?.trim()).toBe(mail.text);
    expect(email.html).toContain('<b>HALTE-7KQM-X2RD-PZ9A-C4TE</b>');
    expect(email.attachments.map((file) => [file.filename, file.mimeType])).toEqual([['bon-cadeau.pdf', 'application/pdf']]);
  });

  it('fails the attempt (for the outbox to retry) when the server refuses the user or cannot be reached', async () => {
    const wrong = createMailTransport({ SMTP_URL: `smtp://halte:wrong@127.0.0.1:${smtp.port}` });
    await expect(wrong.send(mail)).rejects.toThrow();
    const closed = await startSmtp();
    await closed.close();
    await expect(createMailTransport({ SMTP_URL: `smtp://127.0.0.1:${closed.port}` }).send(mail)).rejects.toThrow(/ECONNREFUSED|connect/i);
  });
});
