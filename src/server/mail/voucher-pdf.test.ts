import { writeFileSync } from 'node:fs';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString, StandardFonts } from '@cantoo/pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { getT } from '../../i18n/i18n';
import { fitToFont, MISSING_GLYPH, renderVoucher, renderVoucherPdf, voucherFileName, wrapText, type VoucherPdfInput } from './voucher-pdf.server';

const input: VoucherPdfInput = {
  market: 'fr' as const,
  code: 'HALTE-7KQM-X2RD-PZ9A-C4TE',
  validUntil: '2028-02-14',
  gift: { kind: 'BOX' as const, title: 'Week-end étoilé', nights: 2, people: 2 },
  recipientName: 'Éloïse Núñez',
  senderName: 'Camille Martin',
  message: 'Joyeux anniversaire ! On pense à toi 🎉\nÀ très vite à Nîmes, avec Zoë.',
  siteLabel: 'www.halte.fr',
  redeemUrl: 'https://www.halte.fr/fr/cadeau?code=HALTE-7KQM-X2RD-PZ9A-C4TE',
  picture: { kind: 'box', id: 'BX-1-EBOX', subject: 'wellness' },
  included: ['Une nuit en chambre double', 'Petit-déjeuner pour deux'],
};
const tfr = getT('fr', 'mail');
const text = (lines: readonly string[]) => lines.join('\n');

// Each voucher embeds and subsets five fonts (about half a second, more on a busy machine).
vi.setConfig({ testTimeout: 60_000 });

describe('renderVoucherPdf', () => {
  it('makes a one-page A4 PDF titled with the code, in the market language', async () => {
    const bytes = await renderVoucherPdf(input);
    if (process.env.VOUCHER_PDF_OUT) writeFileSync(process.env.VOUCHER_PDF_OUT, bytes);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(Math.round(pdf.getPage(0).getWidth())).toBe(595);
    expect(Math.round(pdf.getPage(0).getHeight())).toBe(842);
    expect(pdf.getTitle()).toBe('Bon cadeau – HALTE-7KQM-X2RD-PZ9A-C4TE');
    // The fonts are embedded subset: the voucher weighs about 30 KB, the five font files alone 280 KB.
    expect(bytes.length).toBeLessThan(80_000);
    expect(voucherFileName('nl', input.code)).toBe('halte-cadeaubon-HALTE-7KQM-X2RD-PZ9A-C4TE.pdf');
  });

  it('renders every kind of gift and a long message without throwing', async () => {
    const gifts = [
      { kind: 'GIFT_CARD' as const, amountCents: 15000 },
      { kind: 'ACTIVITY' as const, title: 'Balade en kayak', centre: 'Base nautique du lac', participants: 1 },
      { kind: 'SINGLE_VOUCHER' as const, title: 'Bon gourmand', hotel: 'Hôtel du Lac', nights: 1, amountCents: 30000 },
      { kind: 'GIFT_STAY' as const, title: 'Château de la Loire', hotel: 'Le Clos des Vignes', nights: 3, people: 2 },
    ];
    for (const [index, gift] of gifts.entries()) {
      const market = (['es', 'it', 'nl', 'be-fr'] as const)[index]!;
      const bytes = await renderVoucherPdf({
        ...input,
        market,
        gift,
        message: 'Una parola molto lunga '.repeat(60),
        included: Array.from({ length: 12 }, (_, n) => `Ligne ${n} `.repeat(8)),
      });
      expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    }
  });

  it('keeps every character of the message: accents of the five languages, and a visible box for what the font lacks', async () => {
    const message = 'Ça y est, Zoë ! Año, niño, señor; perché città; één café, naïef 🎉👩‍👩‍👧 — 你好';
    const { lines } = await renderVoucher({ ...input, message });
    const drawn = text(lines);
    for (const word of ['Ça', 'Zoë', 'Año,', 'niño,', 'señor;', 'perché', 'città;', 'één', 'café,', 'naïef', 'Éloïse Núñez']) expect(drawn).toContain(word);
    // One box for the party popper, one for the family (a single emoji with joiners), one for each Chinese character.
    const messageLine = lines.find((line) => line.includes('naïef')) ?? '';
    expect([...messageLine].filter((char) => char === MISSING_GLYPH)).toHaveLength(4);
  });

  it('has the three steps, the QR code’s link to the gift login with the code, and a link annotation to it', async () => {
    const { bytes, lines } = await renderVoucher(input);
    const drawn = text(lines);
    expect(drawn).toContain(input.redeemUrl);
    for (const key of ['voucher.stepOpen', 'voucher.stepCode', 'voucher.stepStay'])
      expect(drawn.replace(/\n/g, ' ')).toContain(
        tfr(key, { site: 'www.halte.fr' })
          .replace(/\u202f/g, '\u00a0')
          .slice(0, 24),
      );
    const page = (await PDFDocument.load(bytes)).getPage(0);
    const annots = page.node.lookup(PDFName.of('Annots'), PDFArray);
    const uris = annots
      .asArray()
      .map((ref) => (page.doc.context.lookup(ref, PDFDict).lookup(PDFName.of('A'), PDFDict).lookup(PDFName.of('URI')) as PDFString).decodeText());
    expect(uris).toContain(input.redeemUrl);
    expect(drawn).toContain('Une nuit en chambre double');
  });

  it('states a gift card’s rules: a balance spent on stays and activities, not a code used once', async () => {
    const { lines } = await renderVoucher({ ...input, gift: { kind: 'GIFT_CARD', amountCents: 15000 }, picture: null, included: [] });
    const drawn = text(lines).replace(/\n/g, ' ');
    expect(drawn).not.toContain('ne s’utilise qu’une fois');
    expect(drawn).toContain('La carte garde un solde');
    expect(drawn).toContain('des séjours et des activités');
    expect(drawn).not.toMatch(/sur les séjours de votre choix/);
  });

  it('names the hotel of a gift stay and the centre of an activity', async () => {
    const stay = text(
      (
        await renderVoucher({
          ...input,
          gift: { kind: 'GIFT_STAY', title: 'Séjour plaisir avec pique-nique', hotel: 'Le Clos des Vignes', nights: 2, people: 2 },
        })
      ).lines,
    ).replace(/\n/g, ' ');
    expect(stay).toContain('Séjour plaisir avec pique-nique');
    expect(stay).toContain('Le Clos des Vignes');
    const activity = text(
      (await renderVoucher({ ...input, market: 'nl', gift: { kind: 'ACTIVITY', title: 'Kajaktocht', centre: 'Outdoor Centrum Ardennen', participants: 2 } }))
        .lines,
    ).replace(/\n/g, ' ');
    expect(activity).toContain('Outdoor Centrum Ardennen');
  });

  it('shows no for and from on a voucher for oneself', async () => {
    const own = await renderVoucher({
      ...input,
      gift: { kind: 'ACTIVITY', title: 'Kayak', centre: 'Base nautique', participants: 1 },
      recipientName: 'Béatrice',
      senderName: 'Béatrice',
      ownUse: true,
    });
    expect(own.lines).not.toContain(tfr('voucher.for').toUpperCase());
    expect(own.lines).not.toContain(tfr('voucher.from').toUpperCase());
    expect(own.lines.filter((line) => line.includes('Béatrice'))).toEqual([]);
    expect((await PDFDocument.load(own.bytes)).getTitle()).toBe(`${tfr('voucher.titleOwn')} – ${input.code}`);
    const gift = await renderVoucher(input);
    expect(gift.lines).toContain(tfr('voucher.for').toUpperCase());
  });

  it('marks a preview as a sample', async () => {
    const { lines } = await renderVoucher({ ...input, code: 'XXXX-XXXX-XXXX', sample: true });
    expect(lines).toContain('EXEMPLE');
    expect(lines).toContain('XXXX-XXXX-XXXX');
    expect(text((await renderVoucher(input)).lines)).not.toContain('EXEMPLE');
  });
});

describe('the bookability meter on a stay voucher', () => {
  it('says how many of the gift stays have a free Friday or Saturday night, with plural forms, and only when given', async () => {
    const counted = await PDFDocument.load(await renderVoucherPdf({ ...input, bookability: { stays: 40, weekendBookable: 37, countedOn: '2026-11-24' } }));
    expect(counted.getSubject()).toBe('37 séjours sur 40 ont au moins une nuit de vendredi ou de samedi libre dans les 12 prochains mois.');
    expect(counted.getPageCount()).toBe(1);
    const one = await PDFDocument.load(
      await renderVoucherPdf({ ...input, market: 'nl', bookability: { stays: 5, weekendBookable: 1, countedOn: '2026-11-24' } }),
    );
    expect(one.getSubject()).toBe('1 van de 5 verblijven heeft minstens één vrije vrijdag- of zaterdagnacht in de komende 12 maanden.');
    const card = await PDFDocument.load(await renderVoucherPdf({ ...input, gift: { kind: 'GIFT_CARD' as const, amountCents: 5000 } }));
    expect(card.getSubject()).toBeUndefined();
  });
});

describe('fitToFont', () => {
  it('keeps what the font has, turns a narrow no-break space into a no-break space, shows the rest as a box', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const set = new Set(font.getCharacterSet());
    expect(fitToFont('Merci\u202f! ñ ë à 🎉', set)).toBe(`Merci\u00a0! ñ ë à ${MISSING_GLYPH}`);
    expect(fitToFont('Łódź', set)).toBe('Lódz');
    expect(fitToFont('👍🏽 ❤️', set)).toBe(`${MISSING_GLYPH} ${MISSING_GLYPH}`);
  });

  it('wraps at spaces within the width and keeps line breaks', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const lines = wrapText('one two three four five six\nseven', font, 12, 60);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 12)).toBeLessThanOrEqual(60);
    expect(lines.at(-1)).toBe('seven');
  });
});
