import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { MAX_WISHLIST_ITEMS, MAX_WISHLIST_LABEL, isWishlistItem } from '../../../domain/wishlist';
import { badRequest, jsonResponse, readJson, readQuery, respond } from '../../../server/api/http';
import { PositiveId } from '../../../server/api/params';
import { addToAccountWishlist, getAccountWishlist, removeFromAccountWishlist } from '../../../server/account/wishlist.server';
import { getDatabase } from '../../../server/db/database';

/** One wishlist item as a browser sends it (spec §3); unknown keys are dropped, paths must be on this site. */
const Item = z
  .object({
    id: z.number().int().positive().max(2_147_483_647),
    type: z.enum(['STAY', 'ACTIVITY']),
    label: z.string().min(1).max(MAX_WISHLIST_LABEL),
    imageUrl: z.string().max(300).default(''),
    uri: z.string().min(1).max(300),
    headwords: z.array(z.string().max(200)).max(10).default([]),
    hotel: z.object({ id: z.number().int(), label: z.string().max(MAX_WISHLIST_LABEL), stars: z.number().int().min(0).max(5) }).optional(),
  })
  .refine(isWishlistItem, 'expected a uri and picture on this site');
const AddBody = z.object({ items: z.array(Item).min(1).max(MAX_WISHLIST_ITEMS) });
const RemoveQuery = z.object({ type: z.enum(['STAY', 'ACTIVITY']), id: PositiveId });

const PRIVATE = { 'Cache-Control': 'private, no-store' };
const unauthorized = () => jsonResponse({ error: 'Sign in to keep a wishlist in your account.' }, { status: 401, headers: PRIVATE });

/** GET /api/account/wishlist — the signed-in customer's wishlist { items }, newest first; 401 without a session. */
export const GET: APIRoute = ({ locals }) =>
  respond(async () => {
    if (!locals.customer) return unauthorized();
    const { db } = await getDatabase();
    return jsonResponse({ items: await getAccountWishlist(db, locals.customer.id) }, { headers: PRIVATE });
  });

/**
 * POST /api/account/wishlist { items } — adds items (a heart, or the browser's list merged after sign-in);
 * items already there are kept once. Answers the whole list.
 */
export const POST: APIRoute = ({ locals, request }) =>
  respond(async () => {
    if (!locals.customer) return unauthorized();
    const parsed = AddBody.safeParse(await readJson(request));
    if (!parsed.success) return badRequest(parsed.error);
    const { db } = await getDatabase();
    return jsonResponse({ items: await addToAccountWishlist(db, locals.customer.id, parsed.data.items) }, { headers: PRIVATE });
  });

/** DELETE /api/account/wishlist?type=STAY&id=12 — removes one item. Answers the whole list. */
export const DELETE: APIRoute = ({ locals, url }) =>
  respond(async () => {
    if (!locals.customer) return unauthorized();
    const parsed = RemoveQuery.safeParse(readQuery(url));
    if (!parsed.success) return badRequest(parsed.error);
    const { db } = await getDatabase();
    return jsonResponse({ items: await removeFromAccountWishlist(db, locals.customer.id, parsed.data.type, parsed.data.id) }, { headers: PRIVATE });
  });
