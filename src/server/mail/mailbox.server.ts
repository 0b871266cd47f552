/**
 * The development mailbox: the .eml files the mail worker writes when no SMTP server is configured,
 * read back for the /dev/mailbox pages (never served with HALTE_ENV=production).
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { getMailboxDir } from './mail-config';

/** A message's name in the mailbox: its file name without '.eml' (letters, digits, dashes, underscores). */
export const MAILBOX_ID = /^[\w-]{1,120}$/;

export interface MailboxEntry {
  id: string;
  to: string;
  subject: string;
  date: string;
}

export interface MailboxMessage extends MailboxEntry {
  from: string;
  text: string;
  html: string | null;
  attachments: { index: number; filename: string; contentType: string; size: number }[];
}

function addresses(list: { address?: string | undefined; name?: string | undefined }[] | undefined): string {
  return (list ?? []).map((entry) => entry.address ?? entry.name ?? '').join(', ');
}

async function parse(id: string, dir: string) {
  if (!MAILBOX_ID.test(id)) return undefined;
  const raw = await readFile(join(dir, `${id}.eml`)).catch(() => undefined);
  return raw ? PostalMime.parse(raw) : undefined;
}

/** The messages in the mailbox, newest first (at most `limit`). */
export async function listMailbox(limit = 200, dir = getMailboxDir()): Promise<MailboxEntry[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).map((name) => name.slice(0, -4));
  const dated = await Promise.all(
    names.filter((id) => MAILBOX_ID.test(id)).map(async (id) => ({ id, mtime: (await stat(join(dir, `${id}.eml`)).catch(() => undefined))?.mtimeMs ?? 0 })),
  );
  const newest = dated.sort((a, b) => b.mtime - a.mtime || b.id.localeCompare(a.id)).slice(0, limit);
  const entries = await Promise.all(
    newest.map(async ({ id }) => {
      const email = await parse(id, dir).catch(() => undefined);
      return email ? { id, to: addresses(email.to), subject: email.subject ?? '', date: email.date ?? '' } : undefined;
    }),
  );
  return entries.filter((entry): entry is MailboxEntry => entry !== undefined);
}

/** One message of the mailbox, or undefined for an unknown id. */
export async function readMailboxMessage(id: string, dir = getMailboxDir()): Promise<MailboxMessage | undefined> {
  const email = await parse(id, dir).catch(() => undefined);
  if (!email) return undefined;
  return {
    id,
    from: addresses(email.from ? [email.from] : []),
    to: addresses(email.to),
    subject: email.subject ?? '',
    date: email.date ?? '',
    text: email.text ?? '',
    html: email.html ?? null,
    attachments: email.attachments.map((file, index) => ({
      index,
      filename: file.filename ?? `attachment-${index + 1}`,
      contentType: file.mimeType,
      size: typeof file.content === 'string' ? file.content.length : file.content.byteLength,
    })),
  };
}

/** One attachment's bytes, or undefined. */
export async function readMailboxAttachment(
  id: string,
  index: number,
  dir = getMailboxDir(),
): Promise<{ filename: string; contentType: string; content: Uint8Array<ArrayBuffer> } | undefined> {
  const email = await parse(id, dir).catch(() => undefined);
  const file = email?.attachments[index];
  if (!file) return undefined;
  const content = typeof file.content === 'string' ? new TextEncoder().encode(file.content) : new Uint8Array(file.content);
  return { filename: file.filename ?? `attachment-${index + 1}`, contentType: file.mimeType, content };
}
