import { HOME_SHELL_STILL } from '../../src/domain/home-frame';
import type { Database } from '../db/client';
import { bannersInOrder } from '../services/journeys';

type Still = { desktop: string; mobile: string };

/** A value written inside a double-quoted attribute. */
function attribute(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/**
 * /home's first frame (src/routes/_private/-home/HomeShell.tsx) with the first banner's pictures
 * where the build left their place, or without the picture when there is no banner to show.
 */
export function fillHomeShell(html: string, still: Still | null): string {
  if (still) return html.replaceAll(HOME_SHELL_STILL.desktop, attribute(still.desktop)).replaceAll(HOME_SHELL_STILL.mobile, attribute(still.mobile));
  const marker = html.indexOf(HOME_SHELL_STILL.mobile);
  if (marker < 0) return html;
  const start = html.lastIndexOf('<picture', marker);
  const end = html.indexOf('</picture>', marker);
  if (start < 0 || end < 0) return html;
  return html.slice(0, start) + html.slice(end + '</picture>'.length);
}

/**
 * Completes /home's frame as it is sent: the banner the carousel shows first. The banners are the same for every student, so the page's HTML
 * needs nobody's session. A database that cannot answer sends the frame without the picture.
 */
export function homeShellFill(db: Database) {
  return async (html: string): Promise<string> => {
    const first = await bannersInOrder(db)
      .limit(1)
      .then(([row]) => row?.images ?? null)
      .catch(() => null);
    return fillHomeShell(html, first);
  };
}
