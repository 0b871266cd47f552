import type { APIRoute } from 'astro';
import type { z } from 'astro/zod';
import { badRequest, readQuery, respond } from './http';
import { parseId } from './params';

const INVALID_ID = 'Invalid id: expected a positive whole number';

/**
 * A GET route of `/api/…/{id}/…`: the id (a positive whole number) and the query (checked by `Query`) are read and
 * refused with a 400 JSON answer before `handle` runs; its errors become JSON answers too (`respond`).
 */
export function idRoute<Schema extends z.ZodType>(
  Query: Schema,
  handle: (id: number, query: z.output<Schema>) => Promise<Response>,
  invalidId = INVALID_ID,
): APIRoute {
  return ({ params, url }) =>
    respond(async () => {
      const id = parseId(params.id);
      if (id === undefined) return badRequest(invalidId);
      const query = Query.safeParse(readQuery(url));
      if (!query.success) return badRequest(query.error);
      return handle(id, query.data);
    });
}
