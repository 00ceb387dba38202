import { useEffect, useState } from 'react';

/**
 * False until the browser has painted the frame this component first appeared in, then true. For
 * data the first view does without (the bell's count, the avatar, a section below the fold): its
 * requests start once the page is on screen instead of beside the requests the first view waits for.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    // The frame's callback runs before its paint; a task queued from it runs after.
    const after = () => {
      timer = window.setTimeout(() => setPainted(true), 0);
    };
    if (typeof window.requestAnimationFrame !== 'function') {
      after();
      return () => window.clearTimeout(timer);
    }
    const frame = window.requestAnimationFrame(after);
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
}
