/**
 * The HTML frame of every e-mail: a 600 px table layout with inline styles (what mail clients render), the Halte
 * wordmark, the content blocks and the care footer. Every value is escaped here; templates pass plain text.
 */
import { MARKETS, type MarketKey } from '../../../i18n/markets';
import { escapeHtml } from '../../html';
import type { MailTexts } from './format';

const INK = '#1f2a30';
const MUTED = '#5b6770';
const ACCENT = '#0b6e4f';
const LINE = '#e3e7ea';
const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** A block of the e-mail body; each gives its HTML and its plain-text form. */
export type Block =
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; text: string }
  /** A line that must stand out from the e-mail itself (a preview's sample warning). */
  | { type: 'notice'; text: string }
  /** A good fact set apart (how bookable a gift is today). */
  | { type: 'highlight'; text: string }
  | { type: 'quote'; text: string; caption?: string }
  | { type: 'facts'; rows: readonly (readonly [string, string])[] }
  | { type: 'lines'; rows: readonly { label: string; amount: string }[]; total: readonly [string, string] }
  | { type: 'code'; label: string; code: string; caption?: string }
  | { type: 'button'; label: string; url: string; textLine: string };

function paragraphsHtml(text: string): string {
  return escapeHtml(text).replace(/\n/g, '<br>');
}

function blockHtml(block: Block): string {
  switch (block.type) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:${INK}">${paragraphsHtml(block.text)}</p>`;
    case 'notice':
      return `<p style="margin:0 0 20px;padding:12px 16px;border:1px solid #e0a040;border-radius:6px;background:#fff4e0;font-size:15px;line-height:1.45;font-weight:700;color:${INK}">${paragraphsHtml(block.text)}</p>`;
    case 'highlight':
      return `<p style="margin:0 0 20px;padding:12px 16px;border-radius:6px;background:#e8f3ee;font-size:15px;line-height:1.45;color:${INK}">${paragraphsHtml(block.text)}</p>`;
    case 'heading':
      return `<h2 style="margin:24px 0 8px;font-size:18px;line-height:1.3;color:${INK}">${escapeHtml(block.text)}</h2>`;
    case 'quote':
      return `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${ACCENT};background:#f4f8f6;font-size:16px;line-height:1.5;color:${INK};font-style:italic">${paragraphsHtml(block.text)}${block.caption ? `<br><span style="font-style:normal;color:${MUTED};font-size:14px">${escapeHtml(block.caption)}</span>` : ''}</blockquote>`;
    case 'facts':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:6px 12px 6px 0;font-size:14px;line-height:1.4;color:${MUTED};vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:6px 0;font-size:15px;line-height:1.4;color:${INK}">${paragraphsHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'lines':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse">${block.rows
        .map(
          (row) =>
            `<tr><td style="padding:8px 0;border-bottom:1px solid ${LINE};font-size:15px;color:${INK}">${escapeHtml(row.label)}</td><td align="right" style="padding:8px 0 8px 12px;border-bottom:1px solid ${LINE};font-size:15px;color:${INK};white-space:nowrap">${escapeHtml(row.amount)}</td></tr>`,
        )
        .join(
          '',
        )}<tr><td style="padding:10px 0;font-size:16px;font-weight:700;color:${INK}">${escapeHtml(block.total[0])}</td><td align="right" style="padding:10px 0 10px 12px;font-size:16px;font-weight:700;color:${INK};white-space:nowrap">${escapeHtml(block.total[1])}</td></tr></table>`;
    case 'code':
      return `<div style="margin:0 0 16px;padding:16px;border:2px dashed ${ACCENT};border-radius:8px;text-align:center"><div style="font-size:13px;letter-spacing:.08em;text-transform:uppercase;color:${MUTED}">${escapeHtml(block.label)}</div><div style="margin-top:6px;font-family:'SFMono-Regular',Consolas,monospace;font-size:24px;font-weight:700;letter-spacing:.06em;color:${INK}">${escapeHtml(block.code)}</div>${block.caption ? `<div style="margin-top:6px;font-size:14px;color:${MUTED}">${escapeHtml(block.caption)}</div>` : ''}</div>`;
    case 'button':
      return `<p style="margin:8px 0 24px"><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:12px 22px;border-radius:6px;background:${ACCENT};color:#ffffff;font-size:16px;font-weight:700;text-decoration:none">${escapeHtml(block.label)}</a></p>`;
  }
}

function blockText(block: Block, pair: (label: string, value: string) => string): string {
  switch (block.type) {
    case 'paragraph':
    case 'highlight':
      return block.text;
    case 'notice':
      return `*** ${block.text} ***`;
    case 'heading':
      return `${block.text}\n${'-'.repeat(Math.min(block.text.length, 60))}`;
    case 'quote':
      return `${block.text
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n')}${block.caption ? `\n${block.caption}` : ''}`;
    case 'facts':
      return block.rows.map(([label, value]) => pair(label, value)).join('\n');
    case 'lines':
      return [...block.rows.map((row) => pair(row.label, row.amount)), pair(block.total[0], block.total[1])].join('\n');
    case 'code':
      return `${pair(block.label, block.code)}${block.caption ? `\n${block.caption}` : ''}`;
    case 'button':
      return block.textLine;
  }
}

/** The footer of an e-mail one may stop receiving: why it came, and the link that stops the list (ADR 56). */
export interface MailUnsubscribe {
  /** Why the reader gets it ('You receive this reminder because…'). */
  reason: string;
  /** The link's words. */
  label: string;
  url: string;
}

/** The subject, the plain text and the HTML of an e-mail made of blocks. */
export function renderMail(
  market: MarketKey,
  texts: MailTexts,
  input: { subject: string; greeting: string; blocks: readonly Block[]; unsubscribe?: MailUnsubscribe | null },
): { subject: string; text: string; html: string } {
  const { t } = texts;
  const phone = MARKETS[market].carePhone;
  const closing = t('common.signature');
  const automatic = t('common.automatic', { phone });
  const pair = (label: string, value: string) => t('common.labelValue', { label, value });
  const { unsubscribe } = input;
  const footerText = unsubscribe ? `${automatic}\n${unsubscribe.reason}\n${pair(unsubscribe.label, unsubscribe.url)}` : automatic;
  const text = [input.greeting, ...input.blocks.map((block) => blockText(block, pair)), closing, '--', footerText].join('\n\n');
  const footerHtml = unsubscribe
    ? `${escapeHtml(automatic)}<br>${escapeHtml(unsubscribe.reason)}<br><a href="${escapeHtml(unsubscribe.url)}" style="display:inline-block;padding:6px 0;color:${MUTED};text-decoration:underline">${escapeHtml(unsubscribe.label)}</a>`
    : escapeHtml(automatic);
  const lang = MARKETS[market].tag;
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f5f6;${FONT}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f5f6"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:10px;${FONT}">
<tr><td style="padding:24px 32px;border-bottom:1px solid ${LINE}"><span style="font-family:Georgia,'Times New Roman',serif;font-size:26px;font-weight:700;color:${ACCENT}">Halte</span><span style="padding-left:12px;font-size:13px;color:${MUTED}">${escapeHtml(t('common.tagline'))}</span></td></tr>
<tr><td style="padding:28px 32px 8px">
<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:${INK}">${escapeHtml(input.greeting)}</p>
${input.blocks.map(blockHtml).join('\n')}
<p style="margin:0 0 24px;font-size:16px;line-height:1.5;color:${INK}">${escapeHtml(closing)}</p>
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid ${LINE};font-size:13px;line-height:1.5;color:${MUTED}">${footerHtml}</td></tr>
</table></td></tr></table>
</body></html>
`;
  return { subject: input.subject, text, html };
}

/** The greeting line: 'Hello Camille,' or 'Hello,' without a name. */
export function greet(texts: MailTexts, name: string | undefined | null): string {
  const trimmed = name?.trim();
  return trimmed ? texts.t('common.greeting', { name: trimmed }) : texts.t('common.greetingAnonymous');
}
