import { writeFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { fitToFont, renderVoucherPdf, voucherFileName, wrapText } from './voucher-pdf.server';

const input = {
  market: 'fr' as const,
  code: 'HALTE-7KQM-X2RD-PZ9A-C4TE',
  validUntil: '2028-02-14',
  gift: { kind: 'BOX' as const, title: 'Week-end étoilé', nights: 2, people: 2 },
  recipientName: 'Éloïse Núñez',
  senderName: 'Camille Martin',
  message: 'Joyeux anniversaire ! On pense à toi 🎉\nÀ très vite à Nîmes, avec Zoë.',
  siteLabel: 'www.halte.fr',
};

// Each voucher embeds and subsets five fonts (about half a second, more on a busy machine).
vi.setConfig({ testTimeout: 60_000 });

describe('renderVoucherPdf', () => {
  it('makes a one-page A4 PDF titled with the code, in the market language', async () => {
    const bytes = await renderVoucherPdf(input);
    if (process.env.VOUCHER_PDF_OUT) writeFileSync(process.env.VOUCHER_PDF_OUT, bytes);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    const [width, height] = pdf.getPage(0).getSize().width ? [pdf.getPage(0).getWidth(), pdf.getPage(0).getHeight()] : [0, 0];
    expect(Math.round(width)).toBe(595);
    expect(Math.round(height)).toBe(842);
    expect(pdf.getTitle()).toBe('Bon cadeau – HALTE-7KQM-X2RD-PZ9A-C4TE');
    expect(voucherFileName('nl', input.code)).toBe('halte-cadeaubon-HALTE-7KQM-X2RD-PZ9A-C4TE.pdf');
  });

  it('renders every kind of gift and a long message without throwing', async () => {
    const gifts = [
      { kind: 'GIFT_CARD' as const, amountCents: 15000 },
      { kind: 'ACTIVITY' as const, title: 'Balade en kayak', participants: 1 },
      { kind: 'SINGLE_VOUCHER' as const, title: 'Hôtel du Lac', nights: 1, amountCents: 30000 },
      { kind: 'GIFT_STAY' as const, title: 'Château de la Loire', nights: 3, people: 2 },
    ];
    for (const [index, gift] of gifts.entries()) {
      const market = (['es', 'it', 'nl', 'be-fr'] as const)[index]!;
      const bytes = await renderVoucherPdf({ ...input, market, gift, message: 'Una parola molto lunga '.repeat(60) });
      expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    }
  });
});

describe('the bookability meter on a stay voucher', () => {
  it('says how many of the gift stays have a free Friday or Saturday night, with plural forms, and only when given', async () => {
    const counted = await PDFDocument.load(await renderVoucherPdf({ ...input, bookability: { stays: 40, weekendBookable: 37, countedOn: '2026-11-24' } }));
    expect(counted.getSubject()).toBe('37 séjours sur 40 ont au moins une nuit de vendredi ou de samedi libre dans les 12 prochains mois.');
    expect(counted.getPageCount()).toBe(1);
    const one = await PDFDocument.load(await renderVoucherPdf({ ...input, market: 'nl', bookability: { stays: 5, weekendBookable: 1, countedOn: '2026-11-24' } }));
    expect(one.getSubject()).toBe('1 van de 5 verblijven heeft minstens één vrije vrijdag- of zaterdagnacht in de komende 12 maanden.');
    const card = await PDFDocument.load(await renderVoucherPdf({ ...input, gift: { kind: 'GIFT_CARD' as const, amountCents: 5000 } }));
    expect(card.getSubject()).toBeUndefined();
  });
});

describe('fitToFont', () => {
  it('keeps what the font has, turns a narrow no-break space into a no-break space, drops the rest', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const set = new Set(font.getCharacterSet());
    expect(fitToFont('Merci\u202f! ñ ë à 🎉', set)).toBe('Merci\u00a0! ñ ë à ');
    expect(fitToFont('Łódź', set)).toBe('ódz');
  });

  it('wraps at spaces within the width and keeps line breaks', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const lines = wrapText('one two three four five six\nseven', font, 12, 60);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 12)).toBeLessThanOrEqual(60);
    expect(lines.at(-1)).toBe('seven');
  });
});
