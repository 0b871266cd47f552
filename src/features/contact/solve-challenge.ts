/**
 * The browser side of the bot check: finds the number n with SHA-256(salt + n) = challenge (ALTCHA v1 format) and
 * returns the base64 answer the server verifies. Digests run in batches so the page stays responsive.
 */
export interface Challenge {
  algorithm: 'SHA-256';
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

const BATCH = 500;

const toHex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

export async function solveChallenge(challenge: Challenge, signal?: AbortSignal): Promise<string | undefined> {
  const encoder = new TextEncoder();
  for (let start = 0; start <= challenge.maxnumber; start += BATCH) {
    if (signal?.aborted) return undefined;
    const numbers = Array.from({ length: Math.min(BATCH, challenge.maxnumber - start + 1) }, (_, index) => start + index);
    const digests = await Promise.all(numbers.map((n) => crypto.subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${n}`))));
    const found = digests.findIndex((digest) => toHex(digest) === challenge.challenge);
    if (found >= 0) {
      const { algorithm, salt, signature } = challenge;
      return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number: start + found, salt, signature }));
    }
  }
  return undefined;
}

/** Fetches a challenge from the server and solves it; undefined when either step fails. */
export async function passBotCheck(challengeUrl: string, signal?: AbortSignal): Promise<string | undefined> {
  try {
    const response = await fetch(challengeUrl, { signal, headers: { Accept: 'application/json' } });
    if (!response.ok) return undefined;
    return await solveChallenge((await response.json()) as Challenge, signal);
  } catch {
    return undefined;
  }
}
