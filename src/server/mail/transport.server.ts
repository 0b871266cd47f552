/**
 * Delivery of one e-mail with nodemailer: over SMTP when SMTP_URL is set, else written as an .eml file to the
 * development mailbox (listed at /dev/mailbox). The outbox calls it; nothing else sends mail.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { getMailboxDir, readMailFrom, readSmtpUrl } from './mail-config';

/** A file attached to an e-mail (a PDF voucher). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/** One e-mail as the outbox hands it to the transport. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: MailAttachment[];
  /** Message-ID, the same at every retry, so a receiver can drop a copy sent twice. */
  messageId: string;
  /** Date of the message (when it was queued). */
  date: Date;
  /** File name of the .eml in the development mailbox, the same at every retry (a retry overwrites it). */
  mailboxName: string;
  /** Extra headers (List-Unsubscribe). */
  headers?: Record<string, string> | undefined;
}

export interface MailTransport {
  kind: 'smtp' | 'mailbox';
  send(mail: OutgoingMail): Promise<void>;
}

type Env = Record<string, string | undefined>;

function toNodemailer(mail: OutgoingMail, from: string) {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    messageId: mail.messageId,
    date: mail.date,
    ...(mail.headers && Object.keys(mail.headers).length > 0 ? { headers: mail.headers } : {}),
    attachments: mail.attachments.map((file) => ({ filename: file.filename, contentType: file.contentType, content: Buffer.from(file.content) })),
  };
}

/** The SMTP transport of SMTP_URL (connection timeouts bounded, so a dead server fails the attempt, not the worker). */
export function createSmtpTransport(url: string, from: string): MailTransport {
  const parsed = new URL(url);
  const transporter = createTransport({
    host: parsed.hostname,
    port: Number(parsed.port) || (parsed.protocol === 'smtps:' ? 465 : 587),
    secure: parsed.protocol === 'smtps:',
    ...(parsed.username ? { auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } } : {}),
    // A local relay without TLS (smtp://127.0.0.1:1025) is fine; STARTTLS is used whenever the server offers it.
    ignoreTLS: parsed.searchParams.get('ignoreTLS') === 'true',
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail(toNodemailer(mail, from));
    },
  };
}

/** Writes each message as an .eml file (RFC 5322, as nodemailer would send it) to `dir`. */
export function createMailboxTransport(dir: string, from: string): MailTransport {
  const transporter = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'mailbox',
    async send(mail) {
      const info = await transporter.sendMail(toNodemailer(mail, from));
      mkdirSync(dir, { recursive: true });
      const target = join(dir, `${mail.mailboxName}.eml`);
      const partial = `${target}.partial`;
      writeFileSync(partial, info.message as Buffer);
      renameSync(partial, target);
    },
  };
}

/** The transport the environment asks for: SMTP_URL, else the development mailbox. */
export function createMailTransport(env: Env = process.env): MailTransport {
  const smtp = readSmtpUrl(env);
  const from = readMailFrom(env);
  return smtp ? createSmtpTransport(smtp, from) : createMailboxTransport(getMailboxDir(env), from);
}
