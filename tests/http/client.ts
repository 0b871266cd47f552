/**
 * What the HTTP suite needs besides the built server (tests/resilience/server.ts starts it): a client that keeps
 * cookies like a browser, a local SMTP server that keeps what it receives, and a fresh PostgreSQL database.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface HttpAnswer {
  status: number;
  headers: Headers;
  text: string;
  json(): any;
}

/**
 * A browser-like client of one site: it keeps the cookies the site sets and sends its Origin with every post. With
 * `host`, it asks the server at `base` as a browser would ask that host (a care host such as care.localhost, which
 * Node does not resolve): the Host header and the Origin are that host's.
 */
export class Visitor {
  private readonly cookies = new Map<string, string>();
  constructor(
    readonly base: string,
    readonly host?: string,
  ) {}

  async fetch(path: string, init: { method?: string; headers?: Record<string, string>; body?: string; origin?: boolean } = {}): Promise<HttpAnswer> {
    const url = path.startsWith('http') ? path : `${this.base}${path}`;
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookies.size > 0) headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (init.method && init.method !== 'GET' && init.origin !== false) headers.Origin = this.host ? `http://${this.host}` : new URL(url).origin;
    const response = this.host
      ? await fetchAsHost(url, this.host, init.method ?? 'GET', headers, init.body)
      : await fetch(url, { method: init.method ?? 'GET', headers, body: init.body, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) };
  }

  postJson(path: string, body: unknown): Promise<HttpAnswer> {
    return this.fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  }

  postForm(path: string, fields: Record<string, string>, init: { origin?: boolean } = {}): Promise<HttpAnswer> {
    return this.fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      ...init,
    });
  }
}

/** One request through node:http, whose Host header is the one given (fetch sets its own). */
function fetchAsHost(
  url: string,
  host: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; headers: Headers; text(): Promise<string> }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method, headers: { ...headers, Host: host } }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const answer = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) for (const one of [value ?? []].flat()) answer.append(name, one);
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: incoming.statusCode ?? 0, headers: answer, text: async () => text });
      });
    });
    outgoing.on('error', reject);
    if (body !== undefined) outgoing.write(body);
    outgoing.end();
  });
}

/** The value of a hidden field of a page (`<input type="hidden" name="csrf" value="…">`). */
export function hiddenValue(html: string, name: string): string {
  const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
  const value = /value="([^"]*)"/.exec(input)?.[1];
  if (value === undefined) throw new Error(`No field ${name} in the page`);
  return value.replace(/&amp;/g, '&');
}

/** The first link of an e-mail that goes to `path`. */
export function linkIn(message: Email, path: string): string {
  const link = new RegExp(`https?://[^\\s"<>]*${path.replace(/\//g, '\\/')}[^\\s"<>]*`).exec(message.text ?? '')?.[0];
  if (!link) throw new Error(`No link to ${path} in: ${message.text}`);
  return link;
}

export interface Mailbox {
  url: string;
  messages: Email[];
  /** Waits for a message matching `test` (to its recipient and subject). */
  waitFor(test: (message: Email) => boolean, timeoutMs?: number): Promise<Email>;
  close(): Promise<void>;
}

/** A local SMTP server (loopback only) that parses and keeps every message it receives. */
export function startMailbox(): Promise<Mailbox> {
  const messages: Email[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then((message) => {
          messages.push(message);
          callback();
        }, callback);
      });
    },
  });
  // A sender cut off in the middle of a message is the sender's to retry, as with any SMTP server: not a crash.
  server.on('error', () => undefined);
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({
        url: `smtp://127.0.0.1:${port}`,
        messages,
        async waitFor(test, timeoutMs = 30_000) {
          const deadline = Date.now() + timeoutMs;
          for (;;) {
            const found = messages.find(test);
            if (found) return found;
            if (Date.now() > deadline)
              throw new Error(
                `No such e-mail within ${timeoutMs} ms; received: ${messages.map((m) => `${m.to?.map((to) => to.address).join(',')}: ${m.subject}`).join(' | ')}`,
              );
            await new Promise((done) => setTimeout(done, 200));
          }
        },
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

/** A new empty database `name` on the PostgreSQL server of DATABASE_URL; answers its URL. */
export async function freshPostgresDatabase(name: string): Promise<string> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/** Polls `read` until it answers something `done` accepts. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Not reached within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
