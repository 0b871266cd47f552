/** The programme of a stay follows its length: the stay line names the chosen nights, items fall within the stay. */

/** An item of a package's programme (activity, dinner or breakfast) with its day in the package's own stay. */
export interface ProgrammeItem {
  type: 'activity' | 'dinner' | 'breakfast';
  /** Day of the stay, 1 being the check-in day. */
  day: number;
  repeated: boolean;
}

/**
 * The items of a stay of `nights` nights: every item on one of the stay's days (check-in to the last night, as
 * activity dates are), a breakfast repeated only when there is more than one night. Order is kept.
 */
export function getStayProgrammeItems<T extends ProgrammeItem>(items: readonly T[], nights: number): T[] {
  const last = Math.max(1, Math.floor(nights));
  return items.map((item) => ({
    ...item,
    day: Math.min(Math.max(1, item.day), last),
    repeated: item.type === 'breakfast' ? last > 1 : item.repeated,
  }));
}

/**
 * The lines of 'Your stay includes' for `nights` nights: the stay itself (written by `stayLine`, which gets the
 * night count so it can use plural forms), then each item's title.
 */
export function getStayProgrammeLines(titles: readonly string[], nights: number, stayLine: (nights: number) => string): string[] {
  return [stayLine(nights), ...titles.filter((title) => title.length > 0)];
}
