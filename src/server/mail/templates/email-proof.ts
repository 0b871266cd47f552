import type { MarketKey } from '../../../i18n/markets';
import { getMailTexts } from './format';
import { greet, renderMail } from './layout';

/** The e-mail with a link proving an address: the account's own (verify) or a new one (change). */
export interface EmailProofMailInput {
  market: MarketKey;
  firstName: string;
  link: string;
  hours: number;
  purpose: 'verify' | 'change';
  email: string;
}

export function renderEmailProofMail(input: EmailProofMailInput): { subject: string; text: string; html: string } {
  const texts = getMailTexts(input.market);
  const { t } = texts;
  const key = input.purpose === 'verify' ? 'emailVerify' : 'emailChange';
  return renderMail(input.market, texts, {
    subject: t(`${key}.subject`),
    greeting: greet(texts, input.firstName),
    blocks: [
      { type: 'paragraph', text: t(`${key}.intro`, { email: input.email }) },
      { type: 'button', label: t(`${key}.cta`), url: input.link, textLine: t('emailVerify.link', { link: input.link }) },
      { type: 'paragraph', text: `${t('emailVerify.expiry', { count: input.hours })} ${t(`${key}.ignore`)}` },
    ],
  });
}

/** The e-mail to the old address when a change to `newEmail` is asked. */
export function renderEmailChangeNoticeMail(input: { market: MarketKey; firstName: string; newEmail: string }): {
  subject: string;
  text: string;
  html: string;
} {
  const texts = getMailTexts(input.market);
  const { t } = texts;
  return renderMail(input.market, texts, {
    subject: t('emailChangeNotice.subject'),
    greeting: greet(texts, input.firstName),
    blocks: [
      { type: 'paragraph', text: t('emailChangeNotice.intro', { email: input.newEmail }) },
      { type: 'paragraph', text: t('emailChangeNotice.notYou') },
    ],
  });
}
