/**
 * The gift voucher as a PDF (@cantoo/pdf-lib): one A4 page in the market's language with the gift's picture, who it
 * is for and from, what it gives and includes, the buyer's message, the code with a QR code and link that open the
 * gift login with the code filled in, its validity and bookability, and the three steps to use it (ADR 23, ADR 47).
 * Fonts are Lora (titles, message) and Inter (text), latin subset, from the TrueType files in ./fonts (ADR 70),
 * bundled into the server and embedded subset; a character they cannot draw shows as a small empty box, never
 * dropped.
 */
import fontkit from '@cantoo/fontkit';
import { degrees, PDFDocument, PDFName, PDFString, rgb, type PDFFont, type PDFPage, type RGB } from '@cantoo/pdf-lib';
import { encode } from 'uqr';
import { getT } from '../../i18n/i18n';
import { MARKETS, type MarketKey } from '../../i18n/markets';
import type { PictureAddress } from '../pictures/gallery.server';
import { parsePictureRef } from '../pictures/picture-ref';
import { buildPictureDrawing } from '../pictures/render';
import { BOARD_H, BOARD_W } from '../pictures/canvas';
import { describeGift, getMailTexts, type GiftDescription, type MailTexts } from './templates/format';
import interRegular from './fonts/inter-latin-400-normal.ttf?inline';
import interSemiBold from './fonts/inter-latin-600-normal.ttf?inline';
import loraItalic from './fonts/lora-latin-400-italic.ttf?inline';
import loraRegular from './fonts/lora-latin-400-normal.ttf?inline';
import loraBold from './fonts/lora-latin-700-normal.ttf?inline';

/** What the voucher shows. */
export interface VoucherPdfInput {
  market: MarketKey;
  /** The gift code (issueGiftCode), or a sample code in a preview. */
  code: string;
  /** Last valid day, 'YYYY-MM-DD'. */
  validUntil: string;
  gift: GiftDescription;
  recipientName: string;
  senderName: string;
  /** A gift the buyer keeps for themselves: no 'for' and 'from'. */
  ownUse?: boolean;
  /** The buyer's message (plain text, line breaks kept), or empty. */
  message?: string | null;
  /** Where to use it, shown as the site's address ('www.halte.fr'). */
  siteLabel: string;
  /** The gift login with the code filled in (public origin + gift login + '?code='): the QR code and the link. */
  redeemUrl: string;
  /** The gift's illustration (the catalog's generated picture); none for a gift card. */
  picture?: PictureAddress | null;
  /** What is included, one short line each (a box's content, a package's or an activity's programme). */
  included?: readonly string[];
  /** A stay gift's bookability meter on the day the voucher is made; absent for cards and activities. */
  bookability?: { stays: number; weekendBookable: number; countedOn: string } | null;
  /** A preview before paying: marked as a sample across the page. */
  sample?: boolean;
  /** An activity voucher's centre: where the holder goes and whom they call to book (ADR 46). */
  centre?: VoucherPdfCentre | null;
}

/** The activity centre printed on an activity voucher. */
export interface VoucherPdfCentre {
  label: string;
  address: string;
  phone: string;
}

// Vite inlines each file as a base64 data URL, in tests and in the built server alike: no file to find at run time.
const FONT_FILES = {
  title: loraBold,
  serif: loraRegular,
  italic: loraItalic,
  text: interRegular,
  strong: interSemiBold,
} as const;
type FontName = keyof typeof FONT_FILES;

let fontBytes: Record<FontName, Uint8Array> | undefined;
function loadFontBytes(): Record<FontName, Uint8Array> {
  fontBytes ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, dataUrl]) => [name, Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')]),
  ) as unknown as Record<FontName, Uint8Array>;
  return fontBytes;
}

const ACCENT = rgb(0.043, 0.431, 0.31);
const ACCENT_LIGHT = rgb(0.93, 0.965, 0.95);
const INK = rgb(0.12, 0.165, 0.19);
const MUTED = rgb(0.36, 0.4, 0.44);
const RULE = rgb(0.85, 0.87, 0.89);
const WHITE = rgb(1, 1, 1);

/** Stands for a character no font of the voucher has: drawn as a small empty box, so nothing typed is lost silently. */
export const MISSING_GLYPH = '\uFFFD';
/** Letters with no decomposition whose plain form is the usual fallback. */
const PLAIN_LETTERS: Readonly<Record<string, string>> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ŧ: 'T', ŧ: 't' };
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Text the font can draw: a narrow no-break space (French typography) becomes a no-break space, an accented letter
 * outside the font loses its accent, anything else (an emoji, a script the font lacks) becomes MISSING_GLYPH, one
 * per character as the reader sees it (an emoji with its skin tone or joiners is one).
 */
export function fitToFont(text: string, characters: ReadonlySet<number>): string {
  const has = (value: string) => [...value].every((c) => characters.has(c.codePointAt(0) ?? 0));
  let out = '';
  for (const { segment } of graphemes.segment(text.replace(/\r\n?/g, '\n'))) {
    if (segment === '\n' || has(segment)) out += segment;
    else if (segment === '\u202f' || segment === '\u2007') out += '\u00a0';
    else if (segment === '\u2019' || segment === '\u2018') out += "'";
    // eslint-disable-next-line no-misleading-character-class -- zero-width characters and lone variation selectors draw nothing: dropped
    else if (/^[\u200b-\u200d\ufe0e\ufe0f]+$/u.test(segment)) continue;
    else {
      const plain = (PLAIN_LETTERS[segment] ?? segment).normalize('NFD').replace(/\p{M}/gu, '');
      out += plain && has(plain) ? plain : MISSING_GLYPH;
    }
  }
  return out;
}

/** The width of fitted text: the font's for its characters, a fixed box for each MISSING_GLYPH. */
export function measure(font: PDFFont, text: string, size: number): number {
  const parts = text.split(MISSING_GLYPH);
  return parts.reduce((width, part) => width + (part ? font.widthOfTextAtSize(part, size) : 0), 0) + (parts.length - 1) * size * 0.72;
}

/** Lines of at most `width` points, broken at spaces (never at a no-break space), keeping the text's line breaks. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (!line || measure(font, candidate, size) <= width) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
      // A single word wider than the line (a long address) is cut where it overflows.
      while (measure(font, line, size) > width && [...line].length > 1) {
        const chars = [...line];
        let cut = chars.length - 1;
        while (cut > 1 && measure(font, chars.slice(0, cut).join(''), size) > width) cut -= 1;
        lines.push(chars.slice(0, cut).join(''));
        line = chars.slice(cut).join('');
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
  /** Every line drawn, as drawn (tests and the document's text read it). */
  drawn: string[];
}

interface TextOptions {
  font: FontName;
  size: number;
  x: number;
  y: number;
  width: number;
  color?: RGB;
  lineHeight?: number;
  maxLines?: number;
  align?: 'left' | 'center' | 'right';
}

/** One fitted line at (x, y), MISSING_GLYPH drawn as a box outline in the text's colour. */
function drawLine(w: Writer, line: string, x: number, y: number, font: FontName, size: number, color: RGB): void {
  w.drawn.push(line);
  let at = x;
  const parts = line.split(MISSING_GLYPH);
  parts.forEach((part, index) => {
    if (part) {
      w.page.drawText(part, { x: at, y, size, font: w.fonts[font], color });
      at += w.fonts[font].widthOfTextAtSize(part, size);
    }
    if (index < parts.length - 1) {
      w.page.drawRectangle({
        x: at + size * 0.08,
        y: y - size * 0.02,
        width: size * 0.56,
        height: size * 0.7,
        borderColor: color,
        borderWidth: Math.max(0.5, size * 0.06),
      });
      at += size * 0.72;
    }
  });
}

/** Wrapped text from its first baseline `y` down; answers the baseline after the last line. */
function drawLines(w: Writer, text: string, options: TextOptions): number {
  const font = w.fonts[options.font];
  const lineHeight = options.lineHeight ?? options.size * 1.35;
  let lines = wrapText(fitToFont(text, w.sets[options.font]), font, options.size, options.width);
  if (options.maxLines && lines.length > options.maxLines) {
    const kept = lines.slice(0, options.maxLines);
    let last = `${kept.at(-1) ?? ''}…`;
    while ([...last].length > 1 && measure(font, last, options.size) > options.width) last = `${[...last].slice(0, -2).join('')}…`;
    lines = [...kept.slice(0, -1), last];
  }
  let y = options.y;
  for (const line of lines) {
    const room = options.width - measure(font, line, options.size);
    const x = options.align === 'center' ? options.x + room / 2 : options.align === 'right' ? options.x + room : options.x;
    drawLine(w, line, x, y, options.font, options.size, options.color ?? INK);
    y -= lineHeight;
  }
  return y;
}

function countLines(w: Writer, text: string, font: FontName, size: number, width: number): number {
  return wrapText(fitToFont(text, w.sets[font]), w.fonts[font], size, width).length;
}

function hexColor(hex: string): RGB {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/** The catalog's illustration of the gift drawn as vectors in the box (x, top, width), 16:9. */
function drawPicture(page: PDFPage, picture: PictureAddress, x: number, top: number, width: number): void {
  const ref = parsePictureRef(picture.kind, picture.id, picture.subject);
  if (!ref) return;
  const drawing = buildPictureDrawing(ref);
  const scale = width / BOARD_W;
  const height = BOARD_H * scale;
  // pdf-lib has no gradients: the sky goes from its top colour to its bottom one in thin bands.
  const [high, low] = drawing.sky.map(hexColor) as [RGB, RGB];
  const bands = 24;
  for (let band = 0; band < bands; band += 1) {
    const mix = band / (bands - 1);
    const channel = (a: number, b: number) => a + (b - a) * mix;
    page.drawRectangle({
      x,
      y: top - (band + 1) * (height / bands),
      width,
      height: height / bands + 0.5,
      color: rgb(channel(high.red, low.red), channel(high.green, low.green), channel(high.blue, low.blue)),
    });
  }
  for (const shape of drawing.shapes) page.drawSvgPath(shape.d, { x, y: top, scale, color: hexColor(shape.fill), opacity: shape.opacity ?? 1 });
  page.drawRectangle({ x, y: top - height, width, height, borderColor: RULE, borderWidth: 0.5 });
}

/** A gift card has no catalog picture: the card itself, in the brand's colours, with its amount. */
function drawGiftCard(w: Writer, amount: string, x: number, top: number, width: number): void {
  const height = width * (9 / 16);
  w.page.drawRectangle({ x, y: top - height, width, height, color: ACCENT });
  w.page.drawRectangle({ x, y: top - height + height * 0.3, width, height: height * 0.08, color: rgb(0.2, 0.55, 0.43) });
  drawLines(w, 'Halte', { font: 'title', size: 18, x: x + 14, y: top - 28, width: width - 28, color: WHITE, maxLines: 1 });
  const size = Math.min(26, ((width - 28) * 0.95) / Math.max(1, w.fonts.title.widthOfTextAtSize(fitToFont(amount, w.sets.title), 1)));
  drawLines(w, amount, { font: 'title', size, x: x + 14, y: top - height + 16, width: width - 28, color: WHITE, align: 'right', maxLines: 1 });
}

/** The QR code of `url` as dark squares in a `size` square whose top left is (x, top). */
function drawQrCode(page: PDFPage, url: string, x: number, top: number, size: number): void {
  const qr = encode(url, { ecc: 'M', border: 0 });
  const cell = size / qr.size;
  qr.data.forEach((row, rowIndex) => {
    // Runs of dark modules in a row are one rectangle each: fewer drawing operations, no hairlines between them.
    let start = -1;
    row.forEach((dark, column) => {
      if (dark && start < 0) start = column;
      if ((!dark || column === row.length - 1) && start >= 0) {
        const end = dark ? column + 1 : column;
        page.drawRectangle({ x: x + start * cell, y: top - (rowIndex + 1) * cell, width: (end - start) * cell, height: cell + 0.02, color: INK });
        start = -1;
      }
    });
  });
}

/** A clickable area opening `url` (readers that follow links). */
function addLink(doc: PDFDocument, page: PDFPage, url: string, rect: [number, number, number, number]): void {
  const annotation = doc.context.register(
    doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: rect, Border: [0, 0, 0], A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) } }),
  );
  const annots = page.node.lookup(PDFName.of('Annots'));
  if (annots) page.node.addAnnot(annotation);
  else page.node.set(PDFName.of('Annots'), doc.context.obj([annotation]));
}

/** The short facts of what the gift includes, then its own included lines. */
function includedLines(input: VoucherPdfInput, texts: MailTexts): string[] {
  const { t } = texts;
  const gift = input.gift;
  const nightsFor = (nights: number, people: number) =>
    t('voucher.nightsFor', { nights: t('units.nights', { count: nights }), people: t('units.people', { count: people }) });
  const facts: string[] = [];
  switch (gift.kind) {
    case 'BOX':
      facts.push(nightsFor(gift.nights, gift.people), t('voucher.boxChoice'));
      break;
    case 'GIFT_STAY':
      if (gift.hotel) facts.push(t('voucher.hotel', { hotel: gift.hotel }));
      facts.push(nightsFor(gift.nights, gift.people), t('voucher.datesFree'));
      break;
    case 'SINGLE_VOUCHER':
      if (gift.hotel) facts.push(t('voucher.hotel', { hotel: gift.hotel }));
      facts.push(t('units.nights', { count: gift.nights }), t('voucher.datesFree'));
      break;
    case 'GIFT_CARD':
      // The card's picture and the sentence above say its amount and use already.
      break;
    case 'ACTIVITY':
      if (gift.centre) facts.push(t('voucher.atCentre', { centre: gift.centre }));
      facts.push(t('voucher.activityFor', { participants: t('units.participants', { count: gift.participants }) }));
      break;
  }
  // An activity's centre: where the holder goes and whom they call (ADR 46).
  const centre = input.centre
    ? [
        t('common.labelValue', { label: t('voucher.centreAddress'), value: input.centre.address }),
        t('common.labelValue', { label: t('voucher.centrePhone'), value: input.centre.phone }),
      ]
    : [];
  // The sentence above already says the hotel, nights and party: the list shows the catalog's own lines when it has them.
  return [...centre, ...(input.included?.length ? input.included : facts)];
}

/** The voucher PDF's bytes and the lines it draws, as drawn. */
export async function renderVoucher(input: VoucherPdfInput): Promise<{ bytes: Uint8Array; lines: string[] }> {
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
  const title = input.ownUse ? t('voucher.titleOwn') : t('voucher.title');
  doc.setTitle(`${title} – ${input.code}`);
  doc.setAuthor('Halte');
  doc.setLanguage(MARKETS[input.market].tag);
  doc.setCreator('Halte');
  doc.setProducer('Halte');

  const [width, height] = [595.28, 841.89];
  const page = doc.addPage([width, height]);
  const w: Writer = { page, fonts, sets, drawn: [] };
  const margin = 48;
  const inner = width - 2 * margin;

  // Header band: wordmark, tagline and title.
  const bandHeight = 96;
  page.drawRectangle({ x: 0, y: height - bandHeight, width, height: bandHeight, color: ACCENT });
  drawLines(w, 'Halte', { font: 'title', size: 26, x: margin, y: height - 44, width: 120, color: WHITE });
  drawLines(w, t('common.tagline'), { font: 'text', size: 10, x: margin, y: height - 62, width: 220, color: rgb(0.85, 0.93, 0.9), maxLines: 1 });
  drawLines(w, title, { font: 'title', size: 30, x: margin + 230, y: height - 58, width: inner - 230, color: WHITE, align: 'right', maxLines: 1 });

  // The picture at the left; for and from (or, for oneself, nothing to say) beside it.
  let y = height - bandHeight - 20;
  const isCard = input.gift.kind === 'GIFT_CARD';
  const pictureWidth = input.picture || isCard ? 192 : 0;
  if (input.picture) drawPicture(page, input.picture, margin, y, pictureWidth);
  else if (input.gift.kind === 'GIFT_CARD') drawGiftCard(w, texts.money(input.gift.amountCents), margin, y, pictureWidth);
  const pictureBottom = y - pictureWidth * (9 / 16);
  const sideX = margin + (pictureWidth ? pictureWidth + 22 : 0);
  const sideWidth = width - margin - sideX;
  let sideY = y - 10;
  if (!input.ownUse) {
    for (const [label, name] of [
      [t('voucher.for'), input.recipientName],
      [t('voucher.from'), input.senderName],
    ] as const) {
      const text = name.trim() || '—';
      // A long name gets a smaller size, then a second line, rather than being cut.
      const size = [20, 16, 13].find((candidate) => countLines(w, text, 'serif', candidate, sideWidth) <= 1) ?? 13;
      drawLines(w, label.toUpperCase(), { font: 'strong', size: 8.5, x: sideX, y: sideY, width: sideWidth, color: MUTED, maxLines: 1 });
      const after = drawLines(w, text, { font: 'serif', size, x: sideX, y: sideY - size - 4, width: sideWidth, maxLines: 2, lineHeight: size * 1.2 });
      sideY = Math.min(sideY - 50, after - 14);
    }
  }
  // What the gift gives: beside the picture for oneself (no names there), else across the page below.
  const what = describeGift(input.gift, texts);
  const whatText = what.charAt(0).toUpperCase() + what.slice(1);
  if (input.ownUse) {
    drawLines(w, t('voucher.givesOwn').toUpperCase(), { font: 'strong', size: 8.5, x: sideX, y: sideY, width: sideWidth, color: MUTED, maxLines: 1 });
    sideY = drawLines(w, whatText, { font: 'serif', size: 14, x: sideX, y: sideY - 20, width: sideWidth, maxLines: 5, lineHeight: 18 }) + 14;
    y = Math.min(pictureBottom, sideY) - 22;
  } else {
    y = Math.min(pictureBottom, sideY + 30) - 24;
    drawLines(w, t('voucher.gives').toUpperCase(), { font: 'strong', size: 8.5, x: margin, y, width: inner, color: MUTED, maxLines: 1 });
    y = drawLines(w, whatText, { font: 'serif', size: 14, x: margin, y: y - 20, width: inner, maxLines: 3, lineHeight: 18 }) + 18 - 26;
  }

  // The bottom part has a fixed place, measured from the footer up: the rules, the three steps, the code and QR code.
  const footerTop = 64;
  // A value voucher keeps what a stay does not spend (ADR 45); a box or an activity is used once.
  const rules =
    input.gift.kind === 'GIFT_CARD'
      ? t('voucher.cardRules')
      : input.gift.kind === 'GIFT_STAY' || input.gift.kind === 'SINGLE_VOUCHER'
        ? t('voucher.valueRules')
        : t('voucher.singleUse');
  const rulesLines = countLines(w, rules, 'text', 8.5, inner);
  const rulesTop = footerTop + 10 + rulesLines * 11.5;
  const stepGap = 14;
  const stepWidth = (inner - 2 * stepGap) / 3;
  const steps = [
    t('voucher.stepOpen', { site: input.siteLabel }),
    t('voucher.stepCode'),
    input.gift.kind === 'ACTIVITY' ? t('voucher.stepActivity') : input.gift.kind === 'GIFT_CARD' ? t('voucher.stepCard') : t('voucher.stepStay'),
  ];
  const stepLines = Math.min(5, Math.max(...steps.map((step) => countLines(w, step, 'text', 9, stepWidth - 26))));
  const stepsTop = rulesTop + 14 + 22 + stepLines * 12;
  const codeHeight = 124;
  const codeTop = stepsTop + 18 + codeHeight;

  // How bookable the gift is, counted from real availability the day the voucher is made (same words as the gift page).
  const meter = input.bookability
    ? getT(MARKETS[input.market].language, 'beneficiary')('stays.meter.weekend', { count: input.bookability.weekendBookable, total: input.bookability.stays })
    : null;
  // Also the document's subject, so a reader's 'properties' and a test can read it without parsing glyphs.
  if (meter) doc.setSubject(meter);
  const meterHeight = meter ? 26 + countLines(w, meter, 'strong', 9.5, inner - 28) * 12.5 + 12 : 0;

  // The message takes what room is left between what is included and the code; the included lines give way first.
  const message = input.message?.trim() ?? '';
  const messageLineHeight = 17;
  const messageLines = message ? Math.min(8, countLines(w, message, 'italic', 12, inner - 40)) : 0;
  const messageHeight = message ? 30 + messageLines * messageLineHeight + 14 : 0;
  const included = includedLines(input, texts);
  // What the list may take: the page down to the code, less its title and gap, the meter and the message.
  const includedRoom = y - (codeTop + 20) - 28 - (meter ? meterHeight + 8 : 0) - messageHeight;
  // Two columns when every line fits half the width, else one column where a line may take two.
  const halfWidth = (inner - 20) / 2;
  const isTwoColumns = included.every((line) => countLines(w, line, 'text', 9.5, halfWidth - 12) === 1);
  const itemLines = included.map((line) => (isTwoColumns ? 1 : Math.min(2, countLines(w, line, 'text', 9.5, inner - 12))));
  const shown: number[] = [];
  let used = 0;
  const rowHeight = 14;
  for (const [index, lines] of itemLines.entries()) {
    const slot = isTwoColumns ? (index % 2 === 0 ? rowHeight : 0) : lines * rowHeight;
    if (used + slot > includedRoom) break;
    used += slot;
    shown.push(index);
  }
  if (shown.length > 0) {
    drawLines(w, t('voucher.included').toUpperCase(), { font: 'strong', size: 8.5, x: margin, y, width: inner, color: MUTED, maxLines: 1 });
    let lineY = y - 18;
    const rows = Math.ceil(shown.length / 2);
    for (const [position, index] of shown.entries()) {
      const column = isTwoColumns ? Math.floor(position / rows) : 0;
      const x = margin + column * (halfWidth + 20);
      const rowY = isTwoColumns ? y - 18 - (position % rows) * rowHeight : lineY;
      page.drawCircle({ x: x + 3, y: rowY + 3, size: 2, color: ACCENT });
      drawLines(w, included[index] ?? '', {
        font: 'text',
        size: 9.5,
        x: x + 12,
        y: rowY,
        width: (isTwoColumns ? halfWidth : inner) - 12,
        maxLines: isTwoColumns ? 1 : 2,
        lineHeight: 12.5,
      });
      if (!isTwoColumns) lineY -= (itemLines[index] ?? 1) * rowHeight;
    }
    y -= 18 + (isTwoColumns ? rows * rowHeight : used) + 10;
  }

  if (meter && input.bookability) {
    page.drawRectangle({ x: margin, y: y - meterHeight + 8, width: inner, height: meterHeight, color: ACCENT_LIGHT });
    drawLines(w, t('voucher.meterTitle').toUpperCase(), { font: 'strong', size: 8.5, x: margin + 14, y: y - 8, width: inner - 28, color: ACCENT, maxLines: 1 });
    const after = drawLines(w, meter, { font: 'strong', size: 9.5, x: margin + 14, y: y - 22, width: inner - 28, maxLines: 2, lineHeight: 12.5 });
    drawLines(w, t('voucher.countedOn', { date: texts.date(input.bookability.countedOn) }), {
      font: 'text',
      size: 8,
      x: margin + 14,
      y: after,
      width: inner - 28,
      color: MUTED,
      maxLines: 1,
    });
    y -= meterHeight + 8;
  }

  // The message, in a tinted box with an accent bar, cut with '…' only when the page has no room left.
  if (message) {
    const room = y - (codeTop + 16);
    const fits = Math.min(messageLines, Math.floor((room - 44) / messageLineHeight));
    if (fits >= 1) {
      const boxHeight = 30 + fits * messageLineHeight + 14;
      page.drawRectangle({ x: margin, y: y - boxHeight, width: inner, height: boxHeight, color: ACCENT_LIGHT });
      page.drawRectangle({ x: margin, y: y - boxHeight, width: 4, height: boxHeight, color: ACCENT });
      drawLines(w, t('voucher.message').toUpperCase(), { font: 'strong', size: 8.5, x: margin + 20, y: y - 18, width: inner - 40, color: MUTED, maxLines: 1 });
      drawLines(w, message, { font: 'italic', size: 12, x: margin + 20, y: y - 38, width: inner - 40, maxLines: fits, lineHeight: messageLineHeight });
    }
  }

  // The code in a dashed frame with its validity and link, the QR code at its right.
  const qrSize = 96;
  page.drawRectangle({
    x: margin,
    y: codeTop - codeHeight,
    width: inner,
    height: codeHeight,
    borderColor: ACCENT,
    borderWidth: 1.5,
    borderDashArray: [6, 4],
    color: WHITE,
  });
  const codeX = margin + 20;
  const codeWidth = inner - qrSize - 60;
  drawLines(w, t('voucher.code').toUpperCase(), { font: 'strong', size: 8.5, x: codeX, y: codeTop - 24, width: codeWidth, color: MUTED, maxLines: 1 });
  const codeSize = Math.min(24, (codeWidth * 0.97) / Math.max(1, fonts.strong.widthOfTextAtSize(input.code, 1)));
  drawLines(w, input.code, { font: 'strong', size: codeSize, x: codeX, y: codeTop - 24 - codeSize - 6, width: codeWidth, maxLines: 1 });
  drawLines(w, `${t('voucher.validUntil')} ${texts.date(input.validUntil)}`, {
    font: 'text',
    size: 11,
    x: codeX,
    y: codeTop - 80,
    width: codeWidth,
    maxLines: 1,
  });
  const linkSize = Math.min(8, (codeWidth * 0.97) / Math.max(1, fonts.text.widthOfTextAtSize(input.redeemUrl, 1)));
  drawLines(w, input.redeemUrl, { font: 'text', size: linkSize, x: codeX, y: codeTop - 100, width: codeWidth, color: ACCENT, maxLines: 1 });
  addLink(doc, page, input.redeemUrl, [codeX, codeTop - 104, codeX + measure(fonts.text, fitToFont(input.redeemUrl, sets.text), linkSize), codeTop - 92]);
  const qrX = width - margin - 20 - qrSize;
  const qrTop = codeTop - 12;
  drawQrCode(page, input.redeemUrl, qrX, qrTop, qrSize);
  addLink(doc, page, input.redeemUrl, [qrX, qrTop - qrSize, qrX + qrSize, qrTop]);
  drawLines(w, t('voucher.scan'), {
    font: 'text',
    size: 7.5,
    x: qrX - 20,
    y: qrTop - qrSize - 11,
    width: qrSize + 40,
    color: MUTED,
    align: 'center',
    maxLines: 1,
  });

  // The three steps, numbered, side by side.
  drawLines(w, t('voucher.stepsTitle').toUpperCase(), { font: 'strong', size: 8.5, x: margin, y: stepsTop - 8, width: inner, color: MUTED, maxLines: 1 });
  steps.forEach((step, index) => {
    const x = margin + index * (stepWidth + stepGap);
    const top = stepsTop - 28;
    page.drawCircle({ x: x + 9, y: top + 3, size: 9, color: ACCENT });
    drawLines(w, String(index + 1), { font: 'strong', size: 10, x, y: top - 0.5, width: 18, color: WHITE, align: 'center' });
    drawLines(w, step, { font: 'text', size: 9, x: x + 26, y: top, width: stepWidth - 26, maxLines: 5, lineHeight: 12 });
  });

  // The rules of the code.
  drawLines(w, rules, { font: 'text', size: 8.5, x: margin, y: rulesTop - 8.5, width: inner, color: MUTED, lineHeight: 11.5 });

  // Footer.
  page.drawLine({ start: { x: margin, y: 56 }, end: { x: width - margin, y: 56 }, thickness: 0.5, color: RULE });
  drawLines(w, input.siteLabel, { font: 'text', size: 8.5, x: margin, y: 40, width: inner / 2, color: MUTED, maxLines: 1 });
  drawLines(w, input.code, { font: 'text', size: 8.5, x: margin + inner / 2, y: 40, width: inner / 2, color: MUTED, align: 'right', maxLines: 1 });

  // A preview is marked as a sample across the page and beside the code.
  if (input.sample) {
    const mark = fitToFont(t('voucher.sample'), sets.title);
    const size = Math.min(110, 520 / Math.max(1, fonts.title.widthOfTextAtSize(mark, 1)));
    page.drawText(mark, {
      x: width / 2 - (fonts.title.widthOfTextAtSize(mark, size) / 2) * Math.cos(Math.PI / 6),
      y: height / 2 - (fonts.title.widthOfTextAtSize(mark, size) / 2) * Math.sin(Math.PI / 6),
      size,
      font: fonts.title,
      color: rgb(0.8, 0.2, 0.15),
      opacity: 0.16,
      rotate: degrees(30),
    });
    w.drawn.push(mark);
    drawLines(w, t('voucher.sampleNote'), { font: 'strong', size: 8.5, x: codeX, y: codeTop + 8, width: inner - 40, color: rgb(0.7, 0.15, 0.1), maxLines: 1 });
  }

  return { bytes: await doc.save(), lines: w.drawn };
}

/** The voucher PDF's bytes. */
export async function renderVoucherPdf(input: VoucherPdfInput): Promise<Uint8Array> {
  return (await renderVoucher(input)).bytes;
}

/** The voucher's file name in the market's language ('bon-cadeau-halte-ABCD.pdf'). */
export function voucherFileName(market: MarketKey, code: string): string {
  const { t } = getMailTexts(market);
  return `${t('voucher.fileName')}-${code.replace(/[^A-Z0-9-]/gi, '')}.pdf`;
}
