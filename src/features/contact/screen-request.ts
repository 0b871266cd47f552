import { readFormData } from '../../server/api/http';
import type { CareAgent } from '../../server/care/care-session.server';

/** What the contact, booking lookup and care login screens read of the request (form posts, the address). */
export interface ScreenRequest {
  request: Request;
  url: URL;
  /** The visitor's address (rate limits); read lazily, since Astro computes it on demand. */
  readonly clientAddress: string;
}

/** Common result fields: the HTTP status and Cache-Control the router applies. */
export interface ScreenResponse {
  status: number;
  cacheControl: string;
}

export type { CareAgent };

/** Fields of a posted form as strings (files and repeated keys ignored; empty when the body is not a form). */
export async function readForm(request: Request): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const [key, value] of await readFormData(request)) if (typeof value === 'string' && !(key in values)) values[key] = value;
  return values;
}

/** The client address, or a constant when the adapter cannot tell (then every such visitor shares one limit). */
export function getClientAddress(context: ScreenRequest): string {
  try {
    return context.clientAddress || 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Pages with what one visitor typed or looked up. */
export const PRIVATE_NO_STORE = 'private, no-store';
/** Pages the same for everyone but revalidated each time (the middleware adds the ETag). */
export const REVALIDATE = 'no-cache';
