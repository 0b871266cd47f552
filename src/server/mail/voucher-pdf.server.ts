/**
 * The gift voucher as a PDF (issue 15, pdf-lib): an A4 page in the market's language with the recipient and the
 * sender, what the gift gives, the buyer's message, the code and its validity. Fonts are Lora (titles, message)
 * and Inter (text), embedded from their @fontsource packages (latin subset: é, ñ, ë, à, €, « »…), unwrapped from WOFF
 * once per process.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { getT } from '../../i18n/i18n';
import { MARKETS, type MarketKey } from '../../i18n/markets';
import { describeGift, getMailTexts, type GiftDescription } from './templates/format';
import { woffToSfnt } from './woff';

/** What the voucher shows. */
export interface VoucherPdfInput {
  market: MarketKey;
  /** The gift code (issueGiftCode). */
  code: string;
  /** Last valid day, 'YYYY-MM-DD'. */
  validUntil: string;
  gift: GiftDescription;
  recipientName: string;
  senderName: string;
  /** The buyer's message (plain text, line breaks kept), or empty. */
  message?: string | null;
  /** Where to use it, shown as the site's address ('www.halte.fr'); default the public origin's host. */
  siteLabel: string;
  /** A stay gift's bookability meter on the day the voucher is made (issue 16 part 5); absent for cards and activities. */
  bookability?: { stays: number; weekendBookable: number; countedOn: string } | null;
  /** An activity voucher's centre: where the holder goes and whom they call to book (ADR 46). */
  centre?: VoucherPdfCentre | null;
}

/** The activity centre printed on an activity voucher. */
export interface VoucherPdfCentre {
  label: string;
  address: string;
  phone: string;
}

const require = createRequire(import.meta.url);
const FONT_FILES = {
  title: '@fontsource/lora/files/lora-latin-700-normal.woff',
  serif: '@fontsource/lora/files/lora-latin-400-normal.woff',
  italic: '@fontsource/lora/files/lora-latin-400-italic.woff',
  text: '@fontsource/inter/files/inter-latin-400-normal.woff',
  strong: '@fontsource/inter/files/inter-latin-600-normal.woff',
} as const;
type FontName = keyof typeof FONT_FILES;

let fontBytes: Record<FontName, Uint8Array> | undefined;
function loadFontBytes(): Record<FontName, Uint8Array> {
  fontBytes ??= Object.fromEntries(Object.entries(FONT_FILES).map(([name, file]) => [name, woffToSfnt(readFileSync(require.resolve(file)))])) as unknown as Record<FontName, Uint8Array>;
  return fontBytes;
}

const ACCENT = rgb(0.043, 0.431, 0.31);
const ACCENT_LIGHT = rgb(0.93, 0.965, 0.95);
const INK = rgb(0.12, 0.165, 0.19);
const MUTED = rgb(0.36, 0.4, 0.44);
const WHITE = rgb(1, 1, 1);

/**
 * Text the font can draw: a narrow no-break space (French typography) becomes a no-break space, an accented letter
 * outside the font loses its accent, anything else left (an emoji) is dropped.
 */
export function fitToFont(text: string, characters: ReadonlySet<number>): string {
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n')) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\n' || characters.has(code)) out += char;
    else if (code === 0x202f || code === 0x2007) out += '\u00a0';
    else if (code === 0x2019 || code === 0x2018) out += characters.has(0x2019) ? '\u2019' : "'";
    else {
      const plain = char.normalize('NFD').replace(/\p{M}/gu, '');
      if (plain && [...plain].every((c) => characters.has(c.codePointAt(0) ?? 0))) out += plain;
    }
  }
  return out;
}

/** Lines of at most `width` points, broken at spaces (never at a no-break space), keeping the text's line breaks. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (!line || font.widthOfTextAtSize(candidate, size) <= width) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
      // A single word wider than the line (a long address) is cut where it overflows.
      while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

interface Writer {
  page: PDFPage;
  fonts: Record<FontName, PDFFont>;
  sets: Record<FontName, ReadonlySet<number>>;
}

function drawLines(w: Writer, text: string, options: { font: FontName; size: number; x: number; y: number; width: number; color?: ReturnType<typeof rgb>; lineHeight?: number; maxLines?: number; center?: boolean }): number {
  const font = w.fonts[options.font];
  const lineHeight = options.lineHeight ?? options.size * 1.35;
  let lines = wrapText(fitToFont(text, w.sets[options.font]), font, options.size, options.width);
  if (options.maxLines && lines.length > options.maxLines) lines = [...lines.slice(0, options.maxLines - 1), `${lines[options.maxLines - 1] ?? ''}…`];
  let y = options.y;
  for (const line of lines) {
    const x = options.center ? options.x + (options.width - font.widthOfTextAtSize(line, options.size)) / 2 : options.x;
    w.page.drawText(line, { x, y, size: options.size, font, color: options.color ?? INK });
    y -= lineHeight;
  }
  return y;
}

/** The voucher PDF's bytes. */
export async function renderVoucherPdf(input: VoucherPdfInput): Promise<Uint8Array> {
  const texts = getMailTexts(input.market);
  const { t } = texts;
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const bytes = loadFontBytes();
  const fonts = {} as Record<FontName, PDFFont>;
  const sets = {} as Record<FontName, ReadonlySet<number>>;
  for (const name of Object.keys(FONT_FILES) as FontName[]) {
    fonts[name] = await doc.embedFont(bytes[name], { subset: true });
    sets[name] = new Set(fonts[name].getCharacterSet());
  }
  doc.setTitle(`${t('voucher.title')} – ${input.code}`);
  doc.setAuthor('Halte');
  doc.setLanguage(MARKETS[input.market].tag);
  doc.setCreator('Halte');
  doc.setProducer('Halte');

  const [width, height] = [595.28, 841.89];
  const page = doc.addPage([width, height]);
  const w: Writer = { page, fonts, sets };
  const margin = 56;
  const inner = width - 2 * margin;

  // Header band: wordmark and title.
  page.drawRectangle({ x: 0, y: height - 160, width, height: 160, color: ACCENT });
  page.drawText('Halte', { x: margin, y: height - 60, size: 30, font: fonts.title, color: WHITE });
  page.drawText(fitToFont(t('common.tagline'), sets.text), { x: margin, y: height - 80, size: 11, font: fonts.text, color: rgb(0.85, 0.93, 0.9) });
  drawLines(w, t('voucher.title'), { font: 'title', size: 40, x: margin, y: height - 128, width: inner, color: WHITE });

  // For / From: a long name gets a smaller size rather than being cut.
  let y = height - 210;
  const column = inner / 2 - 10;
  for (const [index, [label, name]] of ([[t('voucher.for'), input.recipientName], [t('voucher.from'), input.senderName]] as const).entries()) {
    const x = margin + index * (column + 20);
    const text = name.trim() || '—';
    const size = [22, 18, 15].find((candidate) => wrapText(fitToFont(text, sets.serif), fonts.serif, candidate, column).length <= 2) ?? 15;
    page.drawText(fitToFont(label.toUpperCase(), sets.strong), { x, y, size: 10, font: fonts.strong, color: MUTED });
    drawLines(w, text, { font: 'serif', size, x, y: y - 28, width: column, maxLines: 2, lineHeight: size * 1.2 });
  }

  // What the gift gives.
  y -= 100;
  page.drawText(fitToFont(t('voucher.gives').toUpperCase(), sets.strong), { x: margin, y, size: 10, font: fonts.strong, color: MUTED });
  const what = describeGift(input.gift, texts);
  y = drawLines(w, what.charAt(0).toUpperCase() + what.slice(1), { font: 'serif', size: 17, x: margin, y: y - 26, width: inner, maxLines: 3, lineHeight: 23 });

  // How bookable the gift is, counted from real availability the day the voucher is made (same words as the gift page).
  if (input.bookability) {
    const tb = getT(MARKETS[input.market].language, 'beneficiary');
    const { stays, weekendBookable, countedOn } = input.bookability;
    const sentence = tb('stays.meter.weekend', { count: weekendBookable, total: stays });
    // Also the document's subject, so a reader's 'properties' and a test can read it without parsing glyphs.
    doc.setSubject(sentence);
    y = drawLines(w, sentence, { font: 'strong', size: 10, x: margin, y: y - 4, width: inner, maxLines: 2, lineHeight: 13 });
    y = drawLines(w, t('voucher.countedOn', { date: texts.date(countedOn) }), { font: 'text', size: 8.5, x: margin, y: y + 1, width: inner, color: MUTED, maxLines: 1, lineHeight: 11 });
  }

  if (input.centre) y = drawActivityCentre(w, texts, input.centre, { x: margin, y, width: inner });

  // The bottom part has a fixed place, measured from the footer up: how to use it, then the code.
  const howTo = fitToFont(t(input.centre ? 'voucher.bookActivity' : 'voucher.howTo', { site: input.siteLabel }), sets.text);
  const singleUse = fitToFont(t('voucher.singleUse'), sets.text);
  const howToLines = wrapText(howTo, fonts.text, 11, inner).length;
  const singleUseLines = wrapText(singleUse, fonts.text, 10, inner).length;
  const stackTop = 84 + howToLines * 16 + 4 + singleUseLines * 14;
  const codeHeight = 118;
  const codeTop = stackTop + 20 + codeHeight;

  // The message, in a tinted box with an accent bar, in the room left above the code.
  const message = input.message?.trim();
  if (message) {
    const size = 13;
    const lineHeight = 19;
    const top = y - 12;
    const room = top - (codeTop + 24);
    const maxLines = Math.min(8, Math.floor((room - 54) / lineHeight));
    if (maxLines >= 1) {
      const lines = Math.min(maxLines, wrapText(fitToFont(message, sets.italic), fonts.italic, size, inner - 40).length);
      const boxHeight = 36 + lineHeight * lines + 18;
      page.drawRectangle({ x: margin, y: top - boxHeight, width: inner, height: boxHeight, color: ACCENT_LIGHT });
      page.drawRectangle({ x: margin, y: top - boxHeight, width: 4, height: boxHeight, color: ACCENT });
      page.drawText(fitToFont(t('voucher.message').toUpperCase(), sets.strong), { x: margin + 20, y: top - 24, size: 10, font: fonts.strong, color: MUTED });
      drawLines(w, message, { font: 'italic', size, x: margin + 20, y: top - 46, width: inner - 40, maxLines, lineHeight });
    }
  }

  // The code, in a dashed frame, and its validity.
  page.drawRectangle({ x: margin, y: codeTop - codeHeight, width: inner, height: codeHeight, borderColor: ACCENT, borderWidth: 2, borderDashArray: [7, 5], color: WHITE });
  drawLines(w, t('voucher.code').toUpperCase(), { font: 'strong', size: 10, x: margin, y: codeTop - 28, width: inner, color: MUTED, center: true });
  const codeSize = Math.min(30, (inner - 40) / Math.max(1, fonts.strong.widthOfTextAtSize(input.code, 1)));
  drawLines(w, input.code, { font: 'strong', size: codeSize, x: margin, y: codeTop - 66, width: inner, center: true });
  drawLines(w, `${t('voucher.validUntil')} ${texts.date(input.validUntil)}`, { font: 'text', size: 12, x: margin, y: codeTop - 96, width: inner, color: INK, center: true });

  // How to use it.
  const after = drawLines(w, howTo, { font: 'text', size: 11, x: margin, y: stackTop - 11, width: inner, color: INK, lineHeight: 16 });
  drawLines(w, singleUse, { font: 'text', size: 10, x: margin, y: after - 4, width: inner, color: MUTED, lineHeight: 14 });

  // Footer.
  page.drawLine({ start: { x: margin, y: 60 }, end: { x: width - margin, y: 60 }, thickness: 0.5, color: rgb(0.85, 0.87, 0.89) });
  page.drawText(fitToFont(input.siteLabel, sets.text), { x: margin, y: 42, size: 9, font: fonts.text, color: MUTED });
  const code = fitToFont(input.code, sets.text);
  page.drawText(code, { x: width - margin - fonts.text.widthOfTextAtSize(code, 9), y: 42, size: 9, font: fonts.text, color: MUTED });

  return doc.save();
}

/** An activity voucher's centre under what the gift gives: its name, address and phone; answers the y below it. */
function drawActivityCentre(w: Writer, texts: ReturnType<typeof getMailTexts>, centre: VoucherPdfCentre, box: { x: number; y: number; width: number }): number {
  const { t } = texts;
  let y = box.y - 6;
  w.page.drawText(fitToFont(t('voucher.centre').toUpperCase(), w.sets.strong), { x: box.x, y, size: 10, font: w.fonts.strong, color: MUTED });
  y = drawLines(w, centre.label, { font: 'strong', size: 12, x: box.x, y: y - 18, width: box.width, maxLines: 1, lineHeight: 16 });
  y = drawLines(w, t('common.labelValue', { label: t('voucher.centreAddress'), value: centre.address }), { font: 'text', size: 11, x: box.x, y: y + 2, width: box.width, maxLines: 2, lineHeight: 15 });
  return drawLines(w, t('common.labelValue', { label: t('voucher.centrePhone'), value: centre.phone }), { font: 'text', size: 11, x: box.x, y: y + 2, width: box.width, maxLines: 1, lineHeight: 15 });
}

/** The voucher's file name in the market's language ('bon-cadeau-halte-ABCD.pdf'). */
export function voucherFileName(market: MarketKey, code: string): string {
  const { t } = getMailTexts(market);
  return `${t('voucher.fileName')}-${code.replace(/[^A-Z0-9-]/gi, '')}.pdf`;
}
