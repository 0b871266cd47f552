/**
 * The preview before paying (ADR 47): the recipient's e-mail and the PDF voucher of a gift on the checkout, made by
 * the same code as a paid order's (makeGiftVoucher, renderGiftVoucherMail) with a sample code and the buyer's
 * current personalisation. Prices the gift from the catalog like the checkout; reads, never writes.
 */
import type { Kysely } from 'kysely';
import { parseGiftCheckoutQuery } from '../../domain/gift-checkout-query';
import { getT } from '../../i18n/i18n';
import type { Market } from '../../i18n/markets';
import { InvalidInputError, NotFoundError } from '../api/http';
import type { Database } from '../db/schema';
import { renderVoucherPdf, voucherFileName } from '../mail';
import { makeGiftVoucher, renderGiftVoucherMail } from '../orders/fulfilment.server';
import { getGiftLabel, getGiftLineRef, priceGiftOrder } from './gift-price.server';

/** The code a preview shows: plainly not a real one (real codes start with HALTE-). */
export const PREVIEW_CODE = 'XXXX-XXXX-XXXX';

export interface GiftPreviewInput {
  /** The gift checkout's query string (type=BOX&code=…). */
  gift: string;
  recipientName: string;
  fromName: string;
  message: string;
  /** The buyer's first name: who the gift is from when 'from' is left empty. */
  firstName: string;
}

async function prepare(db: Kysely<Database>, market: Market, input: GiftPreviewInput) {
  const parsed = parseGiftCheckoutQuery(new URLSearchParams(input.gift));
  if (!parsed.ok) throw new InvalidInputError(`The gift cannot be previewed: ${parsed.error} is not valid`);
  const priced = await priceGiftOrder(db, market, parsed.request);
  if (!priced.ok) {
    if (priced.error === 'notFound') throw new NotFoundError('This gift does not exist');
    throw new InvalidInputError(`The gift cannot be previewed: ${priced.error} is not valid`);
  }
  const { order } = priced;
  // Names not typed yet show as placeholders, so the preview never reads 'Hello ,' or starts with 'gives you'.
  const t = getT(market.language, 'mail');
  const firstName = input.firstName.trim() || t('voucher.sampleFrom');
  const recipientName = input.recipientName.trim() || t('voucher.sampleFor');
  const voucher = await makeGiftVoucher(db, {
    market: market.key,
    gift: {
      type: order.type,
      title: getGiftLabel(market, order),
      nights: order.nights,
      validityMonths: order.validityMonths,
      recipientName,
      fromName: input.fromName.trim(),
      message: input.message.trim(),
    },
    line: { product_ref: getGiftLineRef(parsed.request), unit_cents: order.itemPrice },
    buyerFirstName: firstName,
    code: PREVIEW_CODE,
    sample: true,
  });
  return { order, voucher };
}

/** The voucher PDF as the recipient will get it, marked as a sample. */
export async function previewGiftVoucherPdf(db: Kysely<Database>, market: Market, input: GiftPreviewInput): Promise<{ filename: string; content: Uint8Array }> {
  const { voucher } = await prepare(db, market, input);
  return { filename: voucherFileName(market.key, PREVIEW_CODE), content: await renderVoucherPdf(voucher.pdfInput) };
}

/** The recipient's e-mail (HTML) as it will be sent, opening with a line saying its code is a sample. */
export async function previewGiftRecipientMail(db: Kysely<Database>, market: Market, input: GiftPreviewInput): Promise<{ subject: string; html: string }> {
  const { order, voucher } = await prepare(db, market, input);
  // A gift sent by post reaches its recipient on paper: no e-mail goes to them.
  if (order.format === 'physical') throw new InvalidInputError('A gift sent by post has no e-mail to its recipient: preview its voucher');
  const mail = renderGiftVoucherMail(market.key, { ...voucher, code: PREVIEW_CODE }, input.message.trim() || null, true);
  return { subject: mail.subject, html: mail.html };
}
