/** The 'You mean @{domain}?' hint of the contact form (spec §5): a likely typo in a common mail domain. */

/** Mail domains our customers use most; a typed domain close to one of them gets it suggested. */
export const COMMON_EMAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'hotmail.com',
  'hotmail.fr',
  'hotmail.es',
  'hotmail.it',
  'hotmail.be',
  'outlook.com',
  'outlook.fr',
  'outlook.es',
  'live.com',
  'live.fr',
  'live.nl',
  'msn.com',
  'yahoo.com',
  'yahoo.fr',
  'yahoo.es',
  'yahoo.it',
  'icloud.com',
  'me.com',
  'orange.fr',
  'wanadoo.fr',
  'free.fr',
  'sfr.fr',
  'laposte.net',
  'bbox.fr',
  'telefonica.net',
  'libero.it',
  'virgilio.it',
  'tiscali.it',
  'alice.it',
  'ziggo.nl',
  'kpnmail.nl',
  'planet.nl',
  'home.nl',
  'telenet.be',
  'skynet.be',
  'proximus.be',
  'gmx.com',
];

/** Largest number of single-character edits still taken for a typo. */
export const MAX_DOMAIN_DISTANCE = 2;

/** Real top-level domains: 'yahoo.de' is another real domain, not a typo of 'yahoo.fr'. */
const KNOWN_TLDS: readonly string[] = ['com', 'net', 'org', 'eu', 'fr', 'es', 'it', 'nl', 'be', 'de', 'lu', 'ch', 'pt', 'at', 'uk', 'co.uk'];

const splitDomain = (domain: string) => {
  const dot = domain.indexOf('.');
  return dot < 0 ? { name: domain, tld: '' } : { name: domain.slice(0, dot), tld: domain.slice(dot + 1) };
};

/**
 * The domain to suggest for a typed address, or undefined when the domain is already a common one, is not
 * close to any, or the address has no domain yet. Ties go to the earlier (more common) domain.
 */
export function suggestEmailDomain(email: string): string | undefined {
  const at = email.lastIndexOf('@');
  if (at < 1) return undefined;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  if (domain.length < 3 || COMMON_EMAIL_DOMAINS.includes(domain)) return undefined;
  const typed = splitDomain(domain);
  let best: { domain: string; distance: number } | undefined;
  for (const candidate of COMMON_EMAIL_DOMAINS) {
    if (typed.name === splitDomain(candidate).name && KNOWN_TLDS.includes(typed.tld)) continue;
    const distance = getEditDistance(domain, candidate);
    if (distance <= MAX_DOMAIN_DISTANCE && (!best || distance < best.distance)) best = { domain: candidate, distance };
  }
  return best?.domain;
}

/** Levenshtein distance: insertions, deletions and substitutions (a swap of neighbours counts 2). */
export function getEditDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
