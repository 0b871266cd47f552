/**
 * The programme follows the stay (ADR 52): each item of a package has a kind that says on which day of a stay of
 * any length it falls, and whether that stay has it at all. Day 1 is the check-in day; a stay of N nights ends on
 * day N + 1, the departure day.
 */

/** When an item of a programme happens. */
export type ProgrammeKind = 'arrival' | 'morning' | 'evening' | 'departure' | 'day';

/** An item of a package's programme (activity, dinner or breakfast) with its day in the package's own stay. */
export interface ProgrammeItem {
  type: 'activity' | 'dinner' | 'breakfast';
  /** The activity's key ('late-checkout', 'romantic-decoration', …): it says when an activity happens. */
  key: string;
  /** Day of the package's own stay, 1 being the check-in day. */
  day: number;
  /** For a breakfast or a dinner: served on each morning or evening of the stay. */
  repeated: boolean;
}

/** Activities that are ready when the guests arrive: welcome items, room decorations, check-in items. */
const ARRIVAL_KEY = /welcome|decoration|check-?in|champagne-in-room|on-arrival/;
/** Activities of the morning the guests leave. */
const DEPARTURE_KEY = /check-?out|departure/;

/**
 * The kind of an item, read from what every stored package item has (its type and its activity's key), so a
 * package stored before kinds existed gets one too.
 */
export function getProgrammeKind(item: { type: string; key: string }): ProgrammeKind {
  if (item.type === 'breakfast') return 'morning';
  if (item.type === 'dinner') return 'evening';
  if (DEPARTURE_KEY.test(item.key)) return 'departure';
  if (ARRIVAL_KEY.test(item.key)) return 'arrival';
  return 'day';
}

/** True for an item whose date the visitor chooses (the others follow the stay's nights). */
export function isDatedItem(item: { type: string; key: string }): boolean {
  return getProgrammeKind(item) === 'day';
}

/** An item in a stay of a given length. */
export type StayProgrammeItem<T extends ProgrammeItem> = T & {
  kind: ProgrammeKind;
  /** The first (most often the only) day it is on. */
  day: number;
  /** Every day it is on, in order: a breakfast each morning, a per-night dinner each evening. */
  days: number[];
  /** On more than one day. */
  repeated: boolean;
  /** Position of the item in the package's items. */
  source: number;
};

const range = (first: number, last: number) => Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index);

/** Days of `item` in a stay of `nights` nights; empty when that stay does not have it. */
function getItemDays(kind: ProgrammeKind, item: ProgrammeItem, nights: number): number[] {
  const stored = Math.max(1, Math.floor(item.day) || 1);
  switch (kind) {
    case 'arrival':
      return [1];
    case 'departure':
      return [nights + 1];
    // One breakfast per night, the morning after it.
    case 'morning':
      return range(2, nights + 1);
    // A dinner needs its evening: one of a night of the stay. A dinner of a night the stay does not have is left
    // out rather than moved to another evening, unless the package serves it every evening.
    case 'evening':
      return item.repeated ? range(1, nights) : stored <= nights ? [stored] : [];
    // A dated activity stays on one of the nights' days, the days its date is chosen among.
    case 'day':
      return [Math.min(stored, nights)];
  }
}

/**
 * The items of a stay of `nights` nights, in the package's order: each on its days, the items that stay does not
 * have left out (a dinner of a night it does not have).
 */
export function getStayProgrammeItems<T extends ProgrammeItem>(items: readonly T[], nights: number): StayProgrammeItem<T>[] {
  const stayNights = Math.max(1, Math.floor(nights) || 1);
  return items.flatMap((item, source) => {
    const kind = getProgrammeKind(item);
    const days = getItemDays(kind, item, stayNights);
    const [first] = days;
    return first === undefined ? [] : [{ ...item, kind, day: first, days, repeated: days.length > 1, source }];
  });
}

/** How a stay's lines are written in one language. */
export interface StayProgrammeLineTexts {
  /** The stay itself ('Stay of 2 nights – Double room'), given the night count for its plural forms. */
  stay(nights: number): string;
  /** An item served once a morning or an evening, with how many times ('2 breakfasts: buffet breakfast'). */
  counted(item: { kind: ProgrammeKind; title: string }, count: number): string;
}

/**
 * The lines of 'Your stay includes': the stay, then each item of the stay that has a title, in order. Breakfasts
 * are counted (one per night), and so are the dinners served every evening; the other items are their title.
 */
export function getStayProgrammeLines(
  items: readonly { kind: ProgrammeKind; days: readonly number[]; title: string }[],
  nights: number,
  texts: StayProgrammeLineTexts,
): string[] {
  const lines = items
    .filter((item) => item.title.length > 0)
    .map((item) => (item.kind === 'morning' || (item.kind === 'evening' && item.days.length > 1) ? texts.counted(item, item.days.length) : item.title));
  return [texts.stay(nights), ...lines];
}
