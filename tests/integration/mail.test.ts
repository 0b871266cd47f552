import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIContext } from 'astro';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GIFT_CODE_PATTERN } from '../../src/domain/gift-code';
import { POST as login } from '../../src/pages/api/beneficiary/login';
import { hashSecret } from '../../src/server/auth/tokens';
import { findGiftByCode, markGiftCodeUsed } from '../../src/server/beneficiary/gift-codes.server';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { closeDatabase, getDatabase, getToday, useDatabase } from '../../src/server/db/database';
import { DEMO_CUSTOMERS } from '../../src/server/db/seed/demo-customers';
import { issueGiftCode } from '../../src/server/gift/issue-gift-code.server';
import { deliverDueMail, enqueueMail, MAX_MAIL_ATTEMPTS, startMailOutbox, stopMailOutbox } from '../../src/server/mail/mail-outbox.server';
import { listMailbox, readMailboxAttachment, readMailboxMessage } from '../../src/server/mail/mailbox.server';
import { createMailboxTransport, type OutgoingMail } from '../../src/server/mail/transport.server';
import { GET as getAttachment } from '../../src/pages/dev/mailbox/[id]/[index]';
import { GET as getHtml } from '../../src/pages/dev/mailbox/[id]/html';
import { TestBrowser } from './account-browser';
import { buildPath } from '../../src/i18n/routes';
import { freshPostgresDatabase } from '../http/client';
import { openTestDatabase, TARGETS } from './harness';
import { deliverNow, recordingTransport } from './mail-helpers';

vi.setConfig({ testTimeout: 60_000 });

/** The gift login's form post, as a browser sends it. */
async function postLogin(code: string, address: string, locale = 'fr_FR') {
  const request = new Request('http://halte.test/api/beneficiary/login', {
    method: 'POST',
    body: new URLSearchParams({ code, locale }),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  const cookies = { set: () => undefined };
  const response = await login({
    request,
    cookies,
    clientAddress: address,
    locals: { clientAddress: address, host: 'halte.test', isHttps: false },
  } as unknown as APIContext);
  return { status: response.status, location: response.headers.get('location') };
}

const mail = (to: string, extra: Partial<Parameters<typeof enqueueMail>[1]> = {}) => ({
  kind: 'ORDER_CONFIRMATION',
  to,
  locale: 'fr' as const,
  subject: 'Votre commande',
  text: 'Voir https://www.halte.example/fr/commande/secret-link',
  html: '<p><a href="https://www.halte.example/fr/commande/secret-link">Voir</a></p>',
  ...extra,
});

/** Every row of every table of the public schema, as text (to look for a secret anywhere in the database). */
async function dumpDatabase(handle: DatabaseHandle): Promise<string> {
  const tables = await sql<{
    table_name: string;
  }>`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(handle.db);
  const skip = new Set([
    'hotels',
    'packages',
    'package_days',
    'activity_products',
    'activity_centres',
    'boxes',
    'box_stays',
    'reviews',
    'cities',
    'themes',
    'regions',
  ]);
  let text = '';
  for (const { table_name: table } of tables.rows) {
    if (skip.has(table)) continue;
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(handle.db);
    text += JSON.stringify(rows.rows);
  }
  return text;
}

describe.each(TARGETS)('mail outbox and gift codes on $name', ({ url }) => {
  let handle: DatabaseHandle;
  const today = getToday();
  // Gift-login attempts count per address in the database: a new address per run keeps reruns on one PostgreSQL apart.
  const address = (n: number) => `198.18.${Math.floor(Math.random() * 250)}.${n}`;
  const [first, second] = [address(1), address(2)];

  beforeAll(async () => {
    handle = await openTestDatabase(url);
    await sql`delete from outbox_messages`.execute(handle.db);
  }, 180_000);
  afterAll(async () => {
    // PostgreSQL is shared by the test files: leave the gift codes and the outbox as the seed made them.
    await sql`delete from gift_codes where issued_at is not null`.execute(handle.db);
    await sql`delete from outbox_messages`.execute(handle.db);
    await handle?.close();
  });

  it('queues a message only when the transaction that decided it commits', async () => {
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await enqueueMail(trx, mail('rolled.back@example.com'));
        throw new Error('payment refused');
      }),
    ).rejects.toThrow('payment refused');
    await handle.db.transaction().execute(async (trx) => {
      await enqueueMail(trx, mail('committed@example.com'));
    });
    const rows = await handle.db.selectFrom('outbox_messages').select(['recipient', 'status', 'language']).execute();
    expect(rows).toEqual([{ recipient: 'committed@example.com', status: 'pending', language: 'fr' }]);
    await expect(enqueueMail(handle.db, mail('two@example.com, three@example.com'))).rejects.toThrow(RangeError);
  });

  it('sends a due message once, then wipes its body, HTML and attachments', async () => {
    const transport = recordingTransport();
    await enqueueMail(
      handle.db,
      mail('attached@example.com', { attachments: [{ filename: 'bon.pdf', contentType: 'application/pdf', content: new Uint8Array([37, 80, 68, 70]) }] }),
    );
    const first = await deliverDueMail(handle.db, { transport, baseDelayMs: 1000 });
    expect(first).toEqual({ sent: 2, failed: 0, dropped: 0 });
    expect((await deliverDueMail(handle.db, { transport, baseDelayMs: 1000 })).sent).toBe(0);
    expect(transport.sent.map((m) => m.to).sort()).toEqual(['attached@example.com', 'committed@example.com']);
    const attached = transport.sent.find((m) => m.to === 'attached@example.com')!;
    expect(attached.text).toContain('secret-link');
    expect([...attached.attachments[0]!.content]).toEqual([37, 80, 68, 70]);
    expect(attached.messageId).toMatch(/^<outbox-\d+-\d+@[\w.]+>$/);
    const rows = await handle.db.selectFrom('outbox_messages').selectAll().execute();
    for (const row of rows) expect(row).toMatchObject({ status: 'sent', body: null, html: null, attachments: null, attempts: 1 });
    expect(JSON.stringify(rows)).not.toContain('secret-link');
  });

  it('keeps a message until its send date', async () => {
    const transport = recordingTransport();
    const id = await enqueueMail(handle.db, mail('later@example.com', { sendAt: new Date(Date.now() + 86_400_000) }));
    expect((await deliverDueMail(handle.db, { transport, baseDelayMs: 1000 })).sent).toBe(0);
    await sql`update outbox_messages set send_at = now(), next_attempt_at = now() where id = ${id}`.execute(handle.db);
    expect((await deliverDueMail(handle.db, { transport, baseDelayMs: 1000 })).sent).toBe(1);
  });

  it('retries with a growing delay while the mail server fails, and gives up after the last attempt', async () => {
    const transport = recordingTransport();
    transport.failing = true;
    const id = await enqueueMail(handle.db, mail('retry@example.com'));
    const before = Date.now();
    expect(await deliverDueMail(handle.db, { transport, baseDelayMs: 60_000 })).toEqual({ sent: 0, failed: 1, dropped: 0 });
    let row = await handle.db.selectFrom('outbox_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: 'SMTP 421 try again later' });
    expect(new Date(row.next_attempt_at).getTime() - before).toBeGreaterThanOrEqual(59_000);
    expect(row.body).toContain('secret-link');
    // Not due yet: nothing is tried.
    expect((await deliverDueMail(handle.db, { transport, baseDelayMs: 60_000 })).failed).toBe(0);
    // A second failure waits twice as long.
    await sql`update outbox_messages set next_attempt_at = now() where id = ${id}`.execute(handle.db);
    const again = Date.now();
    await deliverDueMail(handle.db, { transport, baseDelayMs: 60_000 });
    row = await handle.db.selectFrom('outbox_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.attempts).toBe(2);
    expect(new Date(row.next_attempt_at).getTime() - again).toBeGreaterThanOrEqual(119_000);
    // The last attempt gives up and wipes the body.
    await sql`update outbox_messages set next_attempt_at = now(), attempts = ${MAX_MAIL_ATTEMPTS - 1} where id = ${id}`.execute(handle.db);
    await deliverDueMail(handle.db, { transport, baseDelayMs: 60_000 });
    row = await handle.db.selectFrom('outbox_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', body: null, html: null });
  });

  it('drops a message that expired before it could be sent', async () => {
    const transport = recordingTransport();
    const id = await enqueueMail(handle.db, mail('expired@example.com', { discardAfter: new Date(Date.now() - 1000) }));
    expect(await deliverDueMail(handle.db, { transport, baseDelayMs: 1000 })).toEqual({ sent: 0, failed: 0, dropped: 1 });
    expect(transport.sent).toEqual([]);
    expect(await handle.db.selectFrom('outbox_messages').select(['status', 'body']).where('id', '=', id).executeTakeFirst()).toEqual({
      status: 'expired',
      body: null,
    });
  });

  it('sends each message once when two workers run at the same time', async () => {
    for (let i = 0; i < 12; i += 1) await enqueueMail(handle.db, mail(`race.${i}@example.com`));
    const transports = [recordingTransport(), recordingTransport()];
    await Promise.all([...transports, ...transports].map((transport) => deliverDueMail(handle.db, { transport, baseDelayMs: 1000 })));
    const sent = transports.flatMap((transport) => transport.sent.map((m) => m.to)).filter((to) => to.startsWith('race.'));
    expect(sent.sort()).toEqual(Array.from({ length: 12 }, (_, i) => `race.${i}@example.com`).sort());
  });

  it('writes .eml files to the development mailbox and reads them back with their attachments', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'halte-mailbox-test-'));
    const pdf = readFileSync(new URL('../../package.json', import.meta.url));
    const id = await enqueueMail(
      handle.db,
      mail('mailbox@example.com', {
        subject: 'Votre bon cadeau « Évasion »',
        attachments: [{ filename: 'bon-cadeau.pdf', contentType: 'application/pdf', content: pdf }],
      }),
    );
    await deliverDueMail(handle.db, { transport: createMailboxTransport(dir, 'Halte <no-reply@halte.example>'), baseDelayMs: 1000 });
    const listed = await listMailbox(50, dir);
    const entry = listed.find((m) => m.to === 'mailbox@example.com');
    expect(entry).toMatchObject({ subject: 'Votre bon cadeau « Évasion »' });
    expect(entry!.id).toContain(`-${id}-order_confirmation`);
    const message = await readMailboxMessage(entry!.id, dir);
    expect(message).toMatchObject({ from: 'no-reply@halte.example', to: 'mailbox@example.com' });
    expect(message!.text).toContain('https://www.halte.example/fr/commande/secret-link');
    expect(message!.html).toContain('<a href="https://www.halte.example/fr/commande/secret-link">');
    expect(message!.attachments).toEqual([{ index: 0, filename: 'bon-cadeau.pdf', contentType: 'application/pdf', size: pdf.length }]);
    expect(Buffer.from((await readMailboxAttachment(entry!.id, 0, dir))!.content).equals(pdf)).toBe(true);
    expect(await readMailboxMessage('../../etc/passwd', dir)).toBeUndefined();
    expect(await readMailboxAttachment(entry!.id, 1, dir)).toBeUndefined();

    // The mailbox routes serve the attachment and the sandboxed HTML to this machine, and nothing to another one or
    // in production.
    const saved = { dir: process.env.HALTE_MAILBOX_DIR, env: process.env.HALTE_ENV };
    const context = (params: Record<string, string>, clientAddress = '127.0.0.1') => ({ params, clientAddress }) as unknown as APIContext;
    try {
      process.env.HALTE_MAILBOX_DIR = dir;
      const download = await getAttachment(context({ id: entry!.id, index: '0' }));
      expect(download.status).toBe(200);
      expect(download.headers.get('content-disposition')).toBe('attachment; filename="bon-cadeau.pdf"');
      expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
      const html = await getHtml(context({ id: entry!.id }));
      expect(html.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
      expect(await html.text()).toContain('secret-link');
      expect((await getHtml(context({ id: entry!.id }, '203.0.113.9'))).status).toBe(404);
      expect((await getAttachment(context({ id: entry!.id, index: '0' }, '203.0.113.9'))).status).toBe(404);
      expect((await getAttachment(context({ id: entry!.id, index: '-1' }))).status).toBe(404);
      process.env.HALTE_ENV = 'production';
      expect((await getAttachment(context({ id: entry!.id, index: '0' }))).status).toBe(404);
      expect((await getHtml(context({ id: entry!.id }))).status).toBe(404);
    } finally {
      for (const [name, value] of [
        ['HALTE_MAILBOX_DIR', saved.dir],
        ['HALTE_ENV', saved.env],
      ] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });

  it('issues random single-use codes that the gift login accepts', async () => {
    const box = await handle.db.selectFrom('boxes').select('code').orderBy('code').executeTakeFirstOrThrow();
    const codes = new Set<string>();
    for (let i = 0; i < 50; i += 1)
      codes.add(
        await issueGiftCode(handle.db, { kind: 'GIFT_CARD', market: 'fr', amountCents: 5000, nights: 1, validUntil: '2099-12-31', orderId: 'order-cards' }),
      );
    expect(codes.size).toBe(50);
    for (const code of codes) expect(code).toMatch(/^HALTE(-[A-HJKMNP-Z2-9]{4}){4}$/);
    for (const code of codes) expect(code).toMatch(GIFT_CODE_PATTERN);

    const boxCode = await issueGiftCode(handle.db, {
      kind: 'BOX',
      market: 'be-fr',
      boxCode: box.code,
      nights: 2,
      validUntil: '2099-12-31',
      orderId: 'order-box',
    });
    // A code opens its own country's site; elsewhere the gift login says which site it belongs to.
    expect(await postLogin(boxCode, first)).toEqual({ status: 303, location: '/fr/cadeau/utiliser?error=otherMarket&site=be-fr' });
    const answer = await postLogin(boxCode.toLowerCase(), first, 'fr_BE');
    expect(answer).toEqual({ status: 303, location: '/be-fr/cadeau/sejours' });
    const gift = await findGiftByCode(handle.db, boxCode, 'fr', today);
    expect(gift).toMatchObject({ status: 'valid', gift: { kind: 'BOX', boxCode: box.code, nights: 2, affiliateId: 'halte-gift' } });
    expect(await handle.db.selectFrom('gift_codes').select(['order_id', 'market']).where('code', '=', boxCode).executeTakeFirst()).toEqual({
      order_id: 'order-box',
      market: 'be-fr',
    });

    // Single use: the booking that spends it wins once, then the gift login says it is used.
    expect(await Promise.all([markGiftCodeUsed(handle.db, boxCode), markGiftCodeUsed(handle.db, boxCode)])).toEqual(expect.arrayContaining([true, false]));
    expect(await postLogin(boxCode, first)).toEqual({ status: 303, location: '/fr/cadeau/utiliser?error=used' });
  });

  it('issues activity vouchers and gift stays that open the gift login, and refuses input that cannot make a gift', async () => {
    const activity = await handle.db.selectFrom('activity_products').select('id').where('published', '=', true).orderBy('id').executeTakeFirstOrThrow();
    const code = await issueGiftCode(handle.db, {
      kind: 'ACTIVITY',
      market: 'fr',
      activityId: activity.id,
      amountCents: 8900,
      nights: 0,
      validUntil: '2099-12-31',
    });
    expect(await findGiftByCode(handle.db, code, 'nl', today)).toMatchObject({
      status: 'valid',
      gift: { kind: 'ACTIVITY', activityId: activity.id, title: expect.any(String) },
    });
    const stay = await issueGiftCode(handle.db, { kind: 'SINGLE_VOUCHER', market: 'it', amountCents: 25000, nights: 2, validUntil: '2099-12-31' });
    expect((await postLogin(stay, second, 'it_IT')).location).toBe(buildPath('it', 'giftStays'));
    await expect(issueGiftCode(handle.db, { kind: 'BOX', market: 'fr', nights: 1, validUntil: '2099-12-31' })).rejects.toThrow(RangeError);
    await expect(issueGiftCode(handle.db, { kind: 'GIFT_CARD', market: 'fr', amountCents: -5, nights: 1, validUntil: '2099-12-31' })).rejects.toThrow(
      RangeError,
    );
    await expect(issueGiftCode(handle.db, { kind: 'GIFT_CARD', market: 'fr', amountCents: 500, nights: 1, validUntil: 'tomorrow' })).rejects.toThrow(
      RangeError,
    );
  });
});

describe.each(TARGETS)('password reset e-mails on $name', ({ url }) => {
  let handle: DatabaseHandle;
  const saved = { origin: process.env.HALTE_PUBLIC_ORIGIN, port: process.env.PORT, host: process.env.HOST };
  const camille = DEMO_CUSTOMERS[0]!;

  beforeAll(async () => {
    handle = await openTestDatabase(url);
  }, 180_000);
  afterAll(async () => {
    for (const [name, value] of [
      ['HALTE_PUBLIC_ORIGIN', saved.origin],
      ['PORT', saved.port],
      ['HOST', saved.host],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await handle?.close();
  });

  /** Asks a reset link from a request whose Host is forged, and returns the e-mail the worker sends. */
  async function askReset(address: string) {
    await sql`delete from auth_throttle`.execute(handle.db);
    // TestBrowser's requests are for http://halte.test: a Host the site does not own.
    await new TestBrowser(address).submit('fr', 'accountPasswordReset', { email: camille.email });
    const sent = await deliverNow(handle.db);
    expect(sent).toHaveLength(1);
    return sent[0]!;
  }

  it('puts the configured public origin in the link, never the request Host', async () => {
    process.env.HALTE_PUBLIC_ORIGIN = 'https://www.halte.example/';
    const message = await askReset('192.0.2.20');
    expect(message.to).toBe(camille.email);
    expect(message.subject).toBe('Choisissez un nouveau mot de passe Halte');
    expect(message.text).toMatch(/https:\/\/www\.halte\.example\/fr\/account\/password\/new\?token=[\w-]{43}/);
    expect(message.html).toMatch(/href="https:\/\/www\.halte\.example\/fr\/account\/password\/new\?token=[\w-]{43}"/);
    expect(`${message.text}${message.html}`).not.toContain('halte.test');
  });

  it('without a public origin (development), links go to the address the server listens on, not the Host', async () => {
    delete process.env.HALTE_PUBLIC_ORIGIN;
    process.env.HOST = '127.0.0.1';
    process.env.PORT = '4604';
    const message = await askReset('192.0.2.21');
    expect(message.text).toMatch(/http:\/\/127\.0\.0\.1:4604\/fr\/account\/password\/new\?token=[\w-]{43}/);
    expect(`${message.text}${message.html}`).not.toContain('halte.test');
  });

  it('keeps only the hash of the token, and once sent the link is in no table and not in the log', async () => {
    process.env.HALTE_PUBLIC_ORIGIN = 'https://www.halte.example';
    const logged: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      logged.push(String(chunk));
      return true;
    });
    let token: string;
    try {
      const message = await askReset('192.0.2.22');
      token = /token=([\w-]{43})/.exec(message.text)![1]!;
    } finally {
      spy.mockRestore();
    }
    const stored = await handle.db.selectFrom('password_reset_tokens').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).toContain(hashSecret(token));
    const everything = await dumpDatabase(handle);
    expect(everything).not.toContain(token);
    expect(everything).not.toContain('password/new');
    expect(logged.join('')).not.toContain(token);
    expect(logged.join('')).toContain('E-mail sent');
  });
});

describe('start-up settings', () => {
  it('refuses to start in production without HALTE_PUBLIC_ORIGIN', async () => {
    const saved = { env: process.env.HALTE_ENV, origin: process.env.HALTE_PUBLIC_ORIGIN, mollie: process.env.MOLLIE_API_KEY };
    const handle = await openTestDatabase(undefined);
    try {
      process.env.HALTE_ENV = 'production';
      // Production needs a Mollie key too (ADR 39): only the public origin is missing here.
      process.env.MOLLIE_API_KEY = 'test_start_up_settings';
      delete process.env.HALTE_PUBLIC_ORIGIN;
      await expect(getDatabase()).rejects.toThrow(/HALTE_PUBLIC_ORIGIN/);
      process.env.HALTE_PUBLIC_ORIGIN = 'https://www.halte.fr';
      useDatabase(handle);
      await expect(getDatabase()).resolves.toBe(handle);
    } finally {
      if (saved.env === undefined) delete process.env.HALTE_ENV;
      else process.env.HALTE_ENV = saved.env;
      if (saved.origin === undefined) delete process.env.HALTE_PUBLIC_ORIGIN;
      else process.env.HALTE_PUBLIC_ORIGIN = saved.origin;
      if (saved.mollie === undefined) delete process.env.MOLLIE_API_KEY;
      else process.env.MOLLIE_API_KEY = saved.mollie;
      await closeDatabase();
    }
  }, 180_000);
});

// On a database of its own: PostgreSQL's test database is shared by the files running at once, whose mail workers
// would send these messages too.
describe.each(TARGETS)('stopping the mail worker on $name', ({ url }) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({ url: url ? await freshPostgresDatabase('halte_mail_stop') : undefined, dataDir: 'memory://', boundStatements: false });
    await migrate(handle);
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
  });

  it('finishes the message it is sending, gives back the rest of its batch, and sends nothing more', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const began: string[] = [];
    const transport = recordingTransport();
    const slow = {
      ...transport,
      async send(message: OutgoingMail) {
        began.push(message.to);
        await released;
        await transport.send(message);
      },
    };
    await enqueueMail(handle.db, mail('in.flight@example.com'));
    await enqueueMail(handle.db, mail('not.begun@example.com'));
    startMailOutbox(handle.db, { intervalMs: 60_000, baseDelayMs: 1000, transport: slow });
    let stopping: Promise<boolean> | undefined;
    try {
      await vi.waitFor(() => expect(began).toEqual(['in.flight@example.com']));
      let stopped = false;
      stopping = stopMailOutbox().then(() => (stopped = true));
      await enqueueMail(handle.db, mail('after.stop@example.com'));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(stopped).toBe(false);
    } finally {
      release();
      await (stopping ?? stopMailOutbox());
    }
    expect(began).toEqual(['in.flight@example.com']);
    expect(transport.sent.map((message) => message.to)).toEqual(['in.flight@example.com']);
    const rows = await handle.db
      .selectFrom('outbox_messages')
      .select(['recipient', 'status', sql<boolean>`next_attempt_at <= now()`.as('due')])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { recipient: 'in.flight@example.com', status: 'sent', due: expect.anything() },
      { recipient: 'not.begun@example.com', status: 'pending', due: true },
      { recipient: 'after.stop@example.com', status: 'pending', due: true },
    ]);
  });
});
