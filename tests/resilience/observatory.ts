/**
 * The HTTP Observatory's published scoring rules (MDN, "HTTP Observatory: tests and scoring",
 * https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring), for the tests that headers and the
 * page decide. Every site starts at 100; penalties apply first; bonuses only when the score is 90 or more.
 * 100+ is A+. Its scanner package is not a dependency (its install step downloads data from the internet).
 */
export interface ObservedResponse {
  headers: Headers;
  setCookies: string[];
  html: string;
}

export interface ObservedRedirect {
  status: number;
  location: string | null;
}

export interface TestResult {
  test: string;
  result: string;
  modifier: number;
}

function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && !map.has(name.toLowerCase()))
      map.set(
        name.toLowerCase(),
        values.map((value) => value.toLowerCase()),
      );
  }
  return map;
}

export function scoreCsp(policy: string | null): TestResult {
  const test = 'content-security-policy';
  if (!policy) return { test, result: 'csp-not-implemented', modifier: -25 };
  const csp = directives(policy);
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  const styles = csp.get('style-src') ?? csp.get('default-src');
  if (!scripts) return { test, result: 'csp-implemented-with-unsafe-inline', modifier: -20 };
  const insecure = (values: string[] | undefined) =>
    (values ?? []).some((value) => value === 'http:' || value.startsWith('http://') || value === '*' || value === 'data:');
  const hasHashOrNonce = scripts.some((value) => /^'(sha(256|384|512)|nonce)-/.test(value));
  if (scripts.includes("'unsafe-inline'") && !hasHashOrNonce) return { test, result: 'csp-implemented-with-unsafe-inline', modifier: -20 };
  if (insecure(scripts) || insecure(csp.get('object-src') ?? csp.get('default-src')))
    return { test, result: 'csp-implemented-with-insecure-scheme', modifier: -20 };
  if (scripts.includes("'unsafe-eval'")) return { test, result: 'csp-implemented-with-unsafe-eval', modifier: -10 };
  if (styles?.includes("'unsafe-inline'")) return { test, result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 };
  if (csp.get('default-src')?.join(' ') === "'none'") return { test, result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 };
  return { test, result: 'csp-implemented-with-no-unsafe', modifier: 5 };
}

const SESSION_NAME = /sess|token|auth|login|sid|csrf/i;

export function scoreCookies(setCookies: string[], hstsOk: boolean): TestResult {
  const test = 'cookies';
  if (setCookies.length === 0) return { test, result: 'cookies-not-found', modifier: 0 };
  const cookies = setCookies.map((line) => {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const names = attributes.map((attribute) => attribute.toLowerCase());
    const sameSite = names.find((attribute) => attribute.startsWith('samesite='))?.split('=')[1];
    return { name: pair.split('=')[0] ?? '', secure: names.includes('secure'), httpOnly: names.includes('httponly'), sameSite };
  });
  const session = cookies.filter((cookie) => SESSION_NAME.test(cookie.name));
  if (cookies.some((cookie) => cookie.sameSite !== undefined && cookie.sameSite !== 'lax' && cookie.sameSite !== 'strict'))
    return { test, result: 'cookies-samesite-flag-invalid', modifier: -20 };
  if (session.some((cookie) => !cookie.secure))
    return hstsOk
      ? { test, result: 'cookies-session-without-secure-flag-but-protected-by-hsts', modifier: -10 }
      : { test, result: 'cookies-session-without-secure-flag', modifier: -40 };
  if (session.some((cookie) => !cookie.httpOnly)) return { test, result: 'cookies-session-without-httponly-flag', modifier: -30 };
  if (cookies.some((cookie) => !cookie.secure))
    return hstsOk
      ? { test, result: 'cookies-without-secure-flag-but-protected-by-hsts', modifier: -5 }
      : { test, result: 'cookies-without-secure-flag', modifier: -20 };
  if (cookies.every((cookie) => cookie.sameSite === 'lax' || cookie.sameSite === 'strict'))
    return { test, result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5 };
  return { test, result: 'cookies-secure-with-httponly-sessions', modifier: 0 };
}

export function scoreCors(headers: Headers): TestResult {
  const origin = headers.get('access-control-allow-origin');
  if (!origin) return { test: 'cross-origin-resource-sharing', result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 };
  if (origin.trim() === '*')
    return { test: 'cross-origin-resource-sharing', result: 'cross-origin-resource-sharing-implemented-with-universal-access', modifier: -50 };
  return { test: 'cross-origin-resource-sharing', result: 'cross-origin-resource-sharing-implemented-with-restricted-access', modifier: 0 };
}

export function scoreRedirection(redirect: ObservedRedirect, host: string): TestResult {
  const test = 'redirection';
  if (redirect.status < 300 || redirect.status >= 400 || !redirect.location) return { test, result: 'redirection-missing', modifier: -20 };
  const target = new URL(redirect.location, `http://${host}/`);
  if (target.protocol !== 'https:') return { test, result: 'redirection-not-to-https-on-initial-redirection', modifier: -10 };
  if (target.host !== host) return { test, result: 'redirection-off-host-from-http', modifier: -5 };
  return { test, result: 'redirection-to-https', modifier: 0 };
}

export function scoreReferrerPolicy(value: string | null): TestResult {
  const test = 'referrer-policy';
  if (!value) return { test, result: 'referrer-policy-not-implemented', modifier: 0 };
  const policy =
    value
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .at(-1) ?? '';
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(policy))
    return { test, result: 'referrer-policy-private', modifier: 5 };
  if (['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'].includes(policy))
    return { test, result: 'referrer-policy-unsafe', modifier: -5 };
  return { test, result: 'referrer-policy-header-invalid', modifier: -5 };
}

export function scoreHsts(value: string | null): TestResult {
  const test = 'strict-transport-security';
  if (!value) return { test, result: 'hsts-not-implemented', modifier: -20 };
  const maxAge = Number(/max-age=(\d+)/i.exec(value)?.[1]);
  if (!Number.isFinite(maxAge)) return { test, result: 'hsts-header-invalid', modifier: -20 };
  return maxAge >= 15_768_000
    ? { test, result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 }
    : { test, result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 };
}

export function scoreSri(html: string, origin: string): TestResult {
  const test = 'subresource-integrity';
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["'][^>]*>/gi)].map((match) => ({
    src: new URL(match[1] ?? '', origin),
    integrity: /\bintegrity=/.test(match[0]),
  }));
  if (scripts.length === 0) return { test, result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0 };
  const external = scripts.filter((script) => script.src.origin !== origin);
  if (external.length === 0)
    return scripts.every((script) => script.integrity)
      ? { test, result: 'sri-implemented-and-all-scripts-loaded-securely', modifier: 5 }
      : { test, result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 };
  if (external.some((script) => script.src.protocol !== 'https:'))
    return { test, result: 'sri-not-implemented-and-external-scripts-not-loaded-securely', modifier: -50 };
  return external.every((script) => script.integrity)
    ? { test, result: 'sri-implemented-and-external-scripts-loaded-securely', modifier: 5 }
    : { test, result: 'sri-not-implemented-but-external-scripts-loaded-securely', modifier: -5 };
}

export function scoreContentTypeOptions(value: string | null): TestResult {
  return value?.trim().toLowerCase() === 'nosniff'
    ? { test: 'x-content-type-options', result: 'x-content-type-options-nosniff', modifier: 0 }
    : { test: 'x-content-type-options', result: value ? 'x-content-type-options-header-invalid' : 'x-content-type-options-not-implemented', modifier: -5 };
}

export function scoreFrameOptions(value: string | null, policy: string | null): TestResult {
  const test = 'x-frame-options';
  const ancestors = policy ? directives(policy).get('frame-ancestors') : undefined;
  if (ancestors && !ancestors.includes('*')) return { test, result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  if (!value) return { test, result: 'x-frame-options-not-implemented', modifier: -20 };
  return /^(deny|sameorigin)$/i.test(value.trim())
    ? { test, result: 'x-frame-options-sameorigin-or-deny', modifier: 0 }
    : { test, result: 'x-frame-options-header-invalid', modifier: -20 };
}

export function scoreCorp(value: string | null): TestResult {
  const test = 'cross-origin-resource-policy';
  if (!value) return { test, result: 'corp-not-implemented', modifier: 0 };
  return ['same-origin', 'same-site', 'cross-origin'].includes(value.trim().toLowerCase())
    ? { test, result: `corp-implemented-with-${value.trim().toLowerCase()}`, modifier: 0 }
    : { test, result: 'corp-header-invalid', modifier: -5 };
}

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

/** Score and grade of a site from its HTTP redirect and its HTTPS answer. */
export function scoreSite(redirect: ObservedRedirect, response: ObservedResponse, host: string): { score: number; grade: string; tests: TestResult[] } {
  const { headers } = response;
  const hsts = scoreHsts(headers.get('strict-transport-security'));
  const policy = headers.get('content-security-policy');
  const tests = [
    scoreCsp(policy),
    scoreCookies(response.setCookies, hsts.modifier === 0),
    scoreCors(headers),
    scoreRedirection(redirect, host),
    scoreReferrerPolicy(headers.get('referrer-policy')),
    hsts,
    scoreSri(response.html, `https://${host}`),
    scoreContentTypeOptions(headers.get('x-content-type-options')),
    scoreFrameOptions(headers.get('x-frame-options'), policy),
    scoreCorp(headers.get('cross-origin-resource-policy')),
  ];
  const penalties = tests.reduce((sum, test) => sum + Math.min(0, test.modifier), 100);
  const bonuses = tests.reduce((sum, test) => sum + Math.max(0, test.modifier), 0);
  const score = Math.max(0, penalties >= 90 ? penalties + bonuses : penalties);
  const grade = GRADES.find(([min]) => score >= min)?.[1] ?? 'F';
  return { score, grade, tests };
}
