import { useCallback, useEffect, useRef, useState } from 'react';
import { passBotCheck } from './solve-challenge';

export type BotCheckState = 'idle' | 'checking' | 'verified' | 'failed' | 'skipped';

/**
 * Runs the proof-of-work check as soon as the island starts (the visitor is filling in the form meanwhile).
 * `getAnswer` waits for it, retrying once after a failure. Care mode skips it (spec §6).
 */
export function useBotCheck(challengeUrl: string, isSkipped: boolean) {
  const [state, setState] = useState<BotCheckState>(isSkipped ? 'skipped' : 'idle');
  const answer = useRef<Promise<string | undefined> | undefined>(undefined);

  const start = useCallback(() => {
    setState('checking');
    answer.current = passBotCheck(challengeUrl).then((result) => {
      setState(result ? 'verified' : 'failed');
      return result;
    });
    return answer.current;
  }, [challengeUrl]);

  useEffect(() => {
    if (!isSkipped) void start();
  }, [isSkipped, start]);

  const getAnswer = useCallback(async () => {
    if (isSkipped) return '';
    const result = await (answer.current ?? start());
    // A challenge counts once: the next submission needs a new one.
    answer.current = undefined;
    return result ?? (await start());
  }, [isSkipped, start]);

  return { state, getAnswer };
}
