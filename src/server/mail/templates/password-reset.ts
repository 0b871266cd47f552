import type { MarketKey } from '../../../i18n/markets';
import { getMailTexts } from './format';
import { greet, renderMail } from './layout';

/** The password-reset e-mail's data. */
export interface PasswordResetMailInput {
  market: MarketKey;
  /** The customer's first name ('' for none). */
  firstName: string;
  /** The absolute one-time link (public origin + new-password page + token). */
  link: string;
  /** How long the link works. */
  minutes: number;
}

/** The password-reset e-mail in the market's language. */
export function renderPasswordResetMail(input: PasswordResetMailInput): { subject: string; text: string; html: string } {
  const texts = getMailTexts(input.market);
  const { t } = texts;
  return renderMail(input.market, texts, {
    subject: t('reset.subject'),
    greeting: greet(texts, input.firstName),
    blocks: [
      { type: 'paragraph', text: t('reset.intro') },
      { type: 'button', label: t('reset.cta'), url: input.link, textLine: t('reset.link', { link: input.link }) },
      { type: 'paragraph', text: `${t('reset.expiry', { count: input.minutes })} ${t('reset.ignore')}` },
    ],
  });
}
