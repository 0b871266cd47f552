import type { APIContext } from 'astro';
import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { GET as preview } from '../../src/pages/api/gift/preview';
import type { DatabaseHandle } from '../../src/server/db/client';
import { TARGETS, withTestDatabase } from './harness';
import { giftablePackages } from './paid-gifts';

// A voucher embeds and subsets five fonts (about half a second, more on a busy machine).
vi.setConfig({ testTimeout: 60_000 });

async function get(query: Record<string, string>) {
  const url = new URL('http://halte.test/api/gift/preview');
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const response = await preview({ params: {}, url, request: new Request(url) } as unknown as APIContext);
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}
const json = (bytes: Uint8Array) => JSON.parse(new TextDecoder().decode(bytes)) as { error: string; details: unknown[] };
const html = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** The preview before paying (ADR 47): the recipient's e-mail and the PDF voucher of the checkout's gift, with a sample code. */
describe.each(TARGETS)('gift preview on $name', ({ url }) => {
  let handle: DatabaseHandle;
  withTestDatabase(url, (opened) => {
    handle = opened;
  });

  const counts = async () => {
    const tables = ['orders', 'order_lines', 'gift_codes', 'outbox_messages'] as const;
    return Promise.all(
      tables.map(async (table) =>
        Number(
          (
            await handle.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ),
    );
  };

  it('makes the PDF voucher of a box with a sample code, and writes nothing', async () => {
    const box = await handle.db.selectFrom('boxes').select(['code']).where('code', 'like', '%-EBOX').orderBy('code').executeTakeFirstOrThrow();
    const before = await counts();
    const answer = await get({
      locale: 'fr_FR',
      show: 'voucher',
      gift: `type=BOX&code=${box.code}&giftFormat=digital`,
      recipientName: 'Éloïse',
      fromName: 'Camille',
      message: 'Bon anniversaire ! 🎉',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const pdf = await PDFDocument.load(answer.bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Bon cadeau – XXXX-XXXX-XXXX');
    expect(await counts()).toEqual(before);
  });

  it('makes the recipient’s e-mail of a gift stay, naming the hotel, with the message and a sample notice, sandboxed', async () => {
    const pkg = await giftablePackages(handle.db)
      .select(['p.id', 'p.nights', 'h.label'])
      .where('p.item_category', '=', 'weekend')
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    const answer = await get({
      locale: 'nl_NL',
      show: 'mail',
      gift: `type=GIFT_STAY&id=${pkg.id}&giftNights=${pkg.nights}&giftAdults=2&bucket=ESSENTIAL&upsell=none&giftFormat=digital`,
      recipientName: 'Sanne',
      fromName: 'Daan',
      message: 'Veel plezier <b>samen</b>!',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('content-security-policy')).toContain('sandbox');
    const body = html(answer.bytes);
    expect(body).toContain('XXXX-XXXX-XXXX');
    expect(body).toContain('Voorbeeld: dit is de e-mail die de ontvanger krijgt.');
    expect(body).toContain(pkg.label.replace(/&/g, '&amp;').replace(/'/g, '&#39;'));
    expect(body).toContain('Veel plezier &lt;b&gt;samen&lt;/b&gt;!');
    expect(body).toContain('Beste Sanne,');
    expect(body).toContain('?code=XXXX-XXXX-XXXX');
  });

  it('shows placeholders for the names not typed yet', async () => {
    const answer = await get({ locale: 'fr_FR', show: 'mail', gift: 'type=GIFT_CARD&amount=5000&giftFormat=digital' });
    expect(answer.status).toBe(200);
    const body = html(answer.bytes);
    expect(body).toContain('Bonjour [son prénom],');
    expect(body).toContain('[votre prénom] vous offre une carte cadeau Halte');
  });

  it('answers JSON 400 for bad input and 404 for an unknown gift', async () => {
    const box = await handle.db.selectFrom('boxes').select(['code']).where('code', 'like', '%-EBOX').orderBy('code').executeTakeFirstOrThrow();
    const gift = `type=BOX&code=${box.code}&giftFormat=digital`;
    for (const query of <Record<string, string>[]>[
      { locale: 'fr_FR', gift },
      { locale: 'xx_XX', show: 'voucher', gift },
      { locale: 'fr_FR', show: 'voucher', gift: 'type=NOPE' },
      { locale: 'fr_FR', show: 'voucher', gift, message: 'x'.repeat(181) },
      { locale: 'fr_FR', show: 'voucher', gift: 'type=GIFT_CARD&amount=1&giftFormat=digital' },
    ]) {
      const answer = await get(query);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.headers.get('content-type')).toContain('application/json');
      expect(json(answer.bytes).error).toBeTruthy();
    }
    const unknown = await get({ locale: 'fr_FR', show: 'voucher', gift: 'type=BOX&code=NOPE-EBOX&giftFormat=digital' });
    expect(unknown.status).toBe(404);
    expect(json(unknown.bytes).error).toBe('This gift does not exist');
  });
});
