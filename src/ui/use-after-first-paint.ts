import { useEffect, useState } from 'react';

/**
 * Runs `callback` once the browser has painted its next frame: the frame's callback runs before
 * its paint, a task queued from it after. Returns the cancel.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: number | undefined;
  const after = () => {
    timer = window.setTimeout(callback, 0);
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
}

/**
 * False until the browser has painted the frame this component first appeared in, then true. For
 * data the first view does without (the bell's count, the avatar, a section below the fold): its
 * requests start once the page is on screen instead of beside the requests the first view waits for.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
