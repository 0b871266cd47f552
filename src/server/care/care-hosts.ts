/**
 * Care hosts (spec §6 customer-care mode): the addresses agents use. On a care host every page needs a care
 * session (without one the care login replaces it), and links shared from it are rewritten to the public host.
 * HALTE_CARE_HOSTS lists them as 'care-host=public-host' pairs; a host alone drops its first label
 * ('care.localhost' → 'localhost'). Default: care.localhost, which browsers resolve to this machine.
 */
export function parseCareHosts(value: string | undefined): ReadonlyMap<string, string> {
  const hosts = new Map<string, string>();
  for (const entry of (value ?? 'care.localhost').split(',')) {
    const [care = '', publicHost] = entry.split('=').map((part) => part.trim().toLowerCase());
    if (!care) continue;
    const fallback = care.includes('.') ? care.slice(care.indexOf('.') + 1) : care;
    hosts.set(care, publicHost || fallback);
  }
  return hosts;
}

const CARE_HOSTS = parseCareHosts(process.env.HALTE_CARE_HOSTS);

/** The request's host as the browser wrote it (a proxy's X-Forwarded-Host first), lower-cased, with its port. */
export function getRequestHost(headers: Headers, url: URL): string {
  return (headers.get('x-forwarded-host') ?? headers.get('host') ?? url.host).split(',')[0]?.trim().toLowerCase() ?? url.host;
}

const hostnameOf = (host: string) => host.replace(/:\d+$/, '');

/** Whether a host (with or without port) is a care host. */
export function isCareHost(host: string, hosts: ReadonlyMap<string, string> = CARE_HOSTS): boolean {
  return hosts.has(hostnameOf(host));
}

/** The public host of a care host, keeping the port ('care.localhost:4321' → 'localhost:4321'); others unchanged. */
export function toPublicHost(host: string, hosts: ReadonlyMap<string, string> = CARE_HOSTS): string {
  const publicName = hosts.get(hostnameOf(host));
  if (!publicName) return host;
  const port = /:\d+$/.exec(host)?.[0] ?? '';
  return `${publicName}${port}`;
}

/** The public origin ('http://localhost:4321') of a request made on a care host; the same origin otherwise. */
export function toPublicOrigin(protocol: string, host: string, hosts: ReadonlyMap<string, string> = CARE_HOSTS): string {
  return `${protocol}//${toPublicHost(host, hosts)}`;
}

/** Rewrites absolute links to the care host in a page into links to the public host (shared links, spec §6). */
export function rewriteSharedLinks(html: string, host: string, hosts: ReadonlyMap<string, string> = CARE_HOSTS): string {
  const publicHost = toPublicHost(host, hosts);
  if (publicHost === host) return html;
  return html.replaceAll(`//${host}/`, `//${publicHost}/`).replaceAll(`//${host}"`, `//${publicHost}"`);
}
