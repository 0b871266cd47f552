/**
 * The mail module (ADR 22): queue e-mails in the database (`enqueueMail`, inside the caller's
 * transaction), render them from plain data in the market's language (templates), attach a PDF voucher
 * (`renderVoucherPdf`). The worker started with the database delivers them over SMTP_URL, or to the development
 * mailbox (/dev/mailbox). Links in e-mails start with `getPublicOrigin()`, never with a request's Host.
 */
export { enqueueMail, wakeMailOutbox, deliverDueMail, type MailInput, type MailKind, type MailAttachment } from './mail-outbox.server';
export { getPublicOrigin } from './mail-config';
export {
  renderOrderConfirmationMail,
  type OrderConfirmationMailInput,
  type OrderMailLine,
  type OrderMailStay,
  type OrderMailActivity,
  type OrderMailGift,
} from './templates/order-confirmation';
export { renderGiftRecipientMail, type GiftRecipientMailInput } from './templates/gift-recipient';
export { renderGiftCopyMail, renderGiftChangeMail, renderGiftExchangeMail, type GiftChange } from './templates/gift-aftercare';
export { renderPasswordResetMail, type PasswordResetMailInput } from './templates/password-reset';
export { renderLatePaymentRefundMail, type LatePaymentRefundMailInput } from './templates/late-payment-refund';
export { renderBookingCancellationMail, type BookingCancellationMailInput } from './templates/booking-cancellation';
export { renderDateChangeMail, renderDateChangePaymentMail, type DateChangeMailInput, type DateChangePaymentMailInput } from './templates/date-change';
export { renderPaymentLinkMail, type PaymentLinkMailInput } from './templates/payment-link';
export {
  renderGoodwillExtensionMail,
  renderGoodwillRefundMail,
  type GoodwillExtensionMailInput,
  type GoodwillRefundMailInput,
} from './templates/care-goodwill';
export { describeGift, type GiftDescription } from './templates/format';
export { renderVoucherPdf, voucherFileName, type VoucherPdfInput } from './voucher-pdf.server';
