import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The limits on what one process takes on (ADR 26). At most `maxInFlight` requests are accepted at once (running
 * or waiting): past it the caller answers 503 at once instead of queueing without bound. At most `maxConcurrent`
 * render at once; the others wait in order, and one whose client left while it waited is dropped unrendered.
 * Rendering a hundred requests at once would make each a hundred times slower, past the clients' patience, and
 * the server would spend its time on answers nobody reads.
 */
export interface RequestQueue {
  /** The answers accepted and not yet closed (what a drain waits for). */
  readonly inFlight: ReadonlySet<ServerResponse>;
  /** How many render now. */
  readonly rendering: number;
  /** How many wait for their turn. */
  readonly waiting: number;
  /** Counts a request in until its answer closes; false when the process is full (the caller answers busy). */
  accept(res: ServerResponse): boolean;
  /** Renders an accepted request now, or once a render ends if `maxConcurrent` already run. */
  schedule(req: IncomingMessage, res: ServerResponse): void;
}

export interface QueueLimits {
  maxInFlight: number;
  maxConcurrent: number;
}

export function createRequestQueue({ maxInFlight, maxConcurrent }: QueueLimits, render: (req: IncomingMessage, res: ServerResponse) => void): RequestQueue {
  const inFlight = new Set<ServerResponse>();
  const waiting: Array<{ req: IncomingMessage; res: ServerResponse }> = [];
  let rendering = 0;

  const start = (req: IncomingMessage, res: ServerResponse): void => {
    rendering += 1;
    let isFinished = false;
    res.once('close', () => {
      if (isFinished) return;
      isFinished = true;
      rendering -= 1;
      startWaiting();
    });
    render(req, res);
  };

  const startWaiting = (): void => {
    while (rendering < maxConcurrent && waiting.length > 0) {
      const { req, res } = waiting.shift()!;
      if (res.destroyed || req.socket.destroyed) continue;
      start(req, res);
    }
  };

  return {
    inFlight,
    get rendering() {
      return rendering;
    },
    get waiting() {
      return waiting.length;
    },
    accept(res) {
      if (inFlight.size >= maxInFlight) return false;
      inFlight.add(res);
      res.once('close', () => inFlight.delete(res));
      return true;
    },
    schedule(req, res) {
      if (rendering < maxConcurrent) start(req, res);
      else waiting.push({ req, res });
    },
  };
}
