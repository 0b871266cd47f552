/**
 * Which homepage content and blocks a visitor sees (spec §2 'Homepage', §6 care mode): the booking content by
 * default or the current flow's, blocks in the order of the content file, generic gift blocks hidden in care
 * mode, and a block without anything to show left out rather than drawn empty (spec §8 silent cases).
 */

export const HOME_FLOWS = ['booking', 'gifting', 'activity', 'hotel'] as const;
export type HomeFlow = (typeof HOME_FLOWS)[number];

/** The flow a home address asks for (`?flow=`), booking when absent, unknown or not offered. */
export function readHomeFlow(value: string | null | undefined, offered: readonly HomeFlow[]): HomeFlow {
  const flow = HOME_FLOWS.find((f) => f === value);
  return flow && offered.includes(flow) ? flow : 'booking';
}

/** The flow's content, or the booking content when the file has none for that flow. */
export function getFlowContent<T>(content: { booking: T } & Partial<Record<HomeFlow, T | undefined>>, flow: HomeFlow): T {
  return content[flow] ?? content.booking;
}

/** Block types that are generic gift blocks, hidden for care agents (spec §6). */
export const GIFT_BLOCK_TYPES: readonly string[] = ['gift'];

/** The blocks to load, in file order: gift blocks are dropped in care mode. */
export function getVisibleBlocks<B extends { type: string }>(blocks: readonly B[], careMode: boolean): B[] {
  return blocks.filter((block) => !(careMode && GIFT_BLOCK_TYPES.includes(block.type)));
}

/** Loaded blocks without the empty or failed ones (null), order kept. */
export function dropEmptyBlocks<B>(blocks: readonly (B | null | undefined)[]): B[] {
  return blocks.filter((block): block is B => block !== null && block !== undefined);
}
