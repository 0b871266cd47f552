import { z } from 'astro/zod';
import { findUnsafeText, hasUnsafeText, stripUnsafeText, UNSAFE_TEXT_MESSAGE, UnsafeTextError } from '../../domain/safe-text';
import { RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/errors';
import { describeError, log } from '../log';

/** Thrown by services for a thing that does not exist; routes answer 404. */
export class NotFoundError extends Error {}

/** Thrown by services for input that is well-formed but not acceptable; routes answer 400. */
export class InvalidInputError extends Error {}

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8' };

export function jsonResponse(data: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(data), { ...init, headers: { ...JSON_HEADERS, ...init.headers } });
}

/** 400 with a sentence a person can read and the zod issues as details. */
export function badRequest(error: z.ZodError | string): Response {
  if (typeof error === 'string') return jsonResponse({ error, details: [] }, { status: 400 });
  const details = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  const first = details[0];
  const message = first ? `Invalid ${first.path || 'request'}: ${first.message}` : 'Invalid request';
  return jsonResponse({ error: message, details }, { status: 400 });
}

/** 503 while the database cannot answer (restart, failover, stall): the client may try again after Retry-After. */
export function serviceUnavailable(): Response {
  return jsonResponse(
    { error: 'The service is briefly unavailable, please try again in a moment.', details: [] },
    { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' } },
  );
}

export function notFound(message: string): Response {
  return jsonResponse({ error: message, details: [] }, { status: 404 });
}

/** 400 naming the field that holds U+0000 or an unpaired surrogate. */
export function unsafeTextAnswer(error: UnsafeTextError): Response {
  return jsonResponse({ error: error.message, details: [{ path: error.path, message: UNSAFE_TEXT_MESSAGE }] }, { status: 400 });
}

/** Query parameters as a plain object; repeated keys become arrays. Throws UnsafeTextError (400) for U+0000 in one. */
export function readQuery(url: URL): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    result[key] = values.length > 1 ? values : (values[0] ?? '');
  }
  const unsafe = findUnsafeText(result);
  if (unsafe !== undefined) throw new UnsafeTextError(unsafe);
  return result;
}

/**
 * The JSON body, or undefined when it is missing or not JSON. Throws UnsafeTextError (400 naming the field) when a
 * string or key holds U+0000 or an unpaired surrogate, which no database column can store (ADR 42).
 */
export async function readJson(request: Request): Promise<unknown> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return undefined;
  }
  const unsafe = findUnsafeText(body);
  if (unsafe !== undefined) throw new UnsafeTextError(unsafe);
  return body;
}

/**
 * The posted form (urlencoded or multipart) with U+0000 and unpaired surrogates taken out of every name and text
 * value (ADR 42); an empty form when the body is not one. Every form post is read through it.
 */
export async function readFormData(request: Request): Promise<FormData> {
  const form = await request.formData().catch(() => new FormData());
  let clean = true;
  for (const [key, value] of form) if (hasUnsafeText(key) || (typeof value === 'string' && hasUnsafeText(value))) clean = false;
  if (clean) return form;
  const stripped = new FormData();
  for (const [key, value] of form) {
    if (typeof value === 'string') stripped.append(stripUnsafeText(key), stripUnsafeText(value));
    else stripped.append(stripUnsafeText(key), value);
  }
  return stripped;
}

/**
 * Runs a route body and maps the service errors: NotFoundError → 404, InvalidInputError and UnsafeTextError → 400, the database
 * out of reach → 503 with Retry-After, anything else is logged and answered 500 without details.
 */
export async function respond(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof NotFoundError) return notFound(error.message);
    if (error instanceof InvalidInputError) return badRequest(error.message);
    if (error instanceof UnsafeTextError) return unsafeTextAnswer(error);
    if (isDatabaseUnavailable(error)) {
      log('WARN', 'Database unavailable', describeError(error));
      return serviceUnavailable();
    }
    log('ERROR', 'API failure', describeError(error));
    return jsonResponse({ error: 'Oops, something went wrong', details: [] }, { status: 500 });
  }
}
