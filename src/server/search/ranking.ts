import type { Candidate } from './memory-search';

export interface RankedEntry {
  candidate: Candidate;
  /** The hotel's matching packages, kept or not. */
  offersInHotel: number;
}

export type Compare = (a: Candidate, b: Candidate) => number;

/** The kept matches of a search, best first, as far as they are asked for. */
export interface RankedList {
  readonly length: number;
  /** The first `count` entries in order. */
  first(count: number): RankedEntry[];
  slice(start: number, count: number): RankedEntry[];
  /** Every entry, in no particular order. */
  all(): readonly RankedEntry[];
  /** The hotels of the entries, each once, in no particular order. */
  hotels(): Candidate['pkg']['hotel'][];
  /** The entries passing `keep`, in the same order. */
  filter(keep: (entry: RankedEntry) => boolean): RankedList;
}

/**
 * The kept matches of a search (ADR 72), put in order only as far as a page asks: a page takes the first entries by
 * partial selection (a heap as large as the entries asked for) rather than sorting every match. `compare` must be a
 * total order (every sort breaks ties on the package id), so the first entries are those of a full sort.
 */
export class Ranking implements RankedList {
  /** The longest run of first entries put in order so far. */
  private ordered: RankedEntry[] = [];

  constructor(
    /** Every kept entry, in no particular order. */
    readonly entries: readonly RankedEntry[],
    private readonly compare: Compare,
  ) {}

  get length(): number {
    return this.entries.length;
  }

  all(): readonly RankedEntry[] {
    return this.entries;
  }

  hotels(): Candidate['pkg']['hotel'][] {
    return [...new Set(this.entries.map(({ candidate }) => candidate.pkg.hotel))];
  }

  first(count: number): RankedEntry[] {
    const wanted = Math.min(count, this.entries.length);
    if (this.ordered.length < wanted) {
      // Asking twice as many as the last time keeps the next pages' cost to a few selections.
      this.ordered = selectFirst(this.entries, Math.min(this.entries.length, Math.max(wanted, this.ordered.length * 2)), this.compare);
    }
    return this.ordered.slice(0, wanted);
  }

  slice(start: number, count: number): RankedEntry[] {
    return this.first(start + count).slice(start);
  }

  filter(keep: (entry: RankedEntry) => boolean): Ranking {
    return new Ranking(this.entries.filter(keep), this.compare);
  }
}

/** The `count` first entries in the order of `compare`: a max-heap of the best seen so far, then sorted. */
export function selectFirst(entries: readonly RankedEntry[], count: number, compare: Compare): RankedEntry[] {
  return selectFirstBy(entries, count, (a, b) => compare(a.candidate, b.candidate));
}

/** The `count` first items in the order of `compare` (selectFirst for any items). */
export function selectFirstBy<T>(entries: readonly T[], count: number, compare: (a: T, b: T) => number): T[] {
  if (count >= entries.length) return [...entries].sort(compare);
  const heap: T[] = [];
  const after = (i: number, j: number) => compare(heap[i] as T, heap[j] as T) > 0;
  const swap = (i: number, j: number) => {
    const held = heap[i] as T;
    heap[i] = heap[j] as T;
    heap[j] = held;
  };
  for (const entry of entries) {
    if (heap.length < count) {
      heap.push(entry);
      for (let i = heap.length - 1; i > 0 && after(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
    } else if (count > 0 && compare(entry, heap[0] as T) < 0) {
      heap[0] = entry;
      for (let i = 0; ;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let last = i;
        if (left < heap.length && after(left, last)) last = left;
        if (right < heap.length && after(right, last)) last = right;
        if (last === i) break;
        swap(i, last);
        i = last;
      }
    }
  }
  return heap.sort(compare);
}

/**
 * The best `perHotel` candidates of each hotel (in the order of `inHotel`, by default `compare`), as a ranking in the
 * order of `compare`.
 */
export function rankCandidates(candidates: readonly Candidate[], compare: Compare, perHotel: number, inHotel: Compare = compare): Ranking {
  const byHotel = new Map<number, Candidate[]>();
  for (const candidate of candidates) {
    const list = byHotel.get(candidate.pkg.hotel.id);
    if (list) list.push(candidate);
    else byHotel.set(candidate.pkg.hotel.id, [candidate]);
  }
  const kept: RankedEntry[] = [];
  for (const list of byHotel.values()) {
    const offersInHotel = list.length;
    if (list.length <= perHotel) {
      for (const candidate of list) kept.push({ candidate, offersInHotel });
    } else if (perHotel === 1) {
      let best = list[0] as Candidate;
      for (const candidate of list) if (inHotel(candidate, best) < 0) best = candidate;
      kept.push({ candidate: best, offersInHotel });
    } else {
      for (const candidate of list.sort(inHotel).slice(0, perHotel)) kept.push({ candidate, offersInHotel });
    }
  }
  return new Ranking(kept, compare);
}
