/** Settings of the contact page and the CRM outbox, read from the environment once (see the settings table of docs/operations.md). */

function readUrl(value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export const contactConfig = {
  /** Web-to-case endpoint of the CRM (HALTE_CRM_URL); unset keeps every request stored, waiting. */
  crmUrl: readUrl(process.env.HALTE_CRM_URL),
  /** The organisation id the CRM expects in the hidden field orgid. */
  crmOrganisationId: process.env.HALTE_CRM_ORG_ID?.trim() || 'HALTE',
  /** How often the outbox looks for requests to forward, and the first retry delay (doubling after that). */
  outboxIntervalMs: Math.max(100, Number(process.env.HALTE_OUTBOX_INTERVAL_MS) || 15_000),
  /** Messenger app id (HALTE_MESSENGER_APP_ID): the chat entry exists only with one (spec §6). */
  messengerAppId: process.env.HALTE_MESSENGER_APP_ID?.trim() || undefined,
  /** HALTE_ENV=production: the messenger is then offered in every market, else only in es_ES (spec §6). */
  isProduction: process.env.HALTE_ENV === 'production',
} as const;
