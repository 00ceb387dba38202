import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far beyond the viewport, as a share of its height, a part starts to load: a quarter of a screen ahead of a scroll. */
export const NEAR_MARGIN = '25%';

/**
 * A part of the page below the fold whose code and data the first view does without (a course's
 * ranking under its campaigns): `placeholder` holds its place until the place comes within a quarter
 * of a screen of the viewport, then `children` render (and fetch what they need). A key pressed anywhere
 * draws it too, so someone moving through the page by keyboard finds it in the tab order when they
 * get there. Without IntersectionObserver the part renders at once.
 */
export function WhenNear({ children, placeholder, testId, className }: { children: ReactNode; placeholder: ReactNode; testId?: string; className?: string }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (near || !place.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: `${NEAR_MARGIN} 0px` });
    observer.observe(place.current);
    const pressed = () => setNear(true);
    window.addEventListener('keydown', pressed, { capture: true, once: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('keydown', pressed, { capture: true });
    };
  }, [near]);
  return (
    <div ref={place} className={className} data-testid={testId} data-near={near}>
      {near ? children : placeholder}
    </div>
  );
}
