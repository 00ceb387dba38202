/** Campaign parameters a link must carry along (docs/product/shell.md, Screens). */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'utm_id'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type UtmParams = Partial<Record<UtmKey, string>>;

const isUtmKey = (key: string): key is UtmKey => (UTM_KEYS as readonly string[]).includes(key);

/** pickUtm for a route's validateSearch: every utm key, undefined when absent or unusable. */
export function readUtmSearch(search: Record<string, unknown>): UtmParams {
  const picked = pickUtm(search);
  return Object.fromEntries(UTM_KEYS.map((key) => [key, picked[key]])) as UtmParams;
}

/** The utm parameters present in a query string or search object, in a stable order; empty values are dropped. */
export function pickUtm(search: string | Record<string, unknown>): UtmParams {
  const entries: Array<[string, unknown]> =
    typeof search === 'string' ? [...new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)] : Object.entries(search);
  const found: UtmParams = {};
  for (const [key, value] of entries) {
    if (isUtmKey(key) && typeof value === 'string' && value.trim() !== '') found[key] = value;
  }
  const ordered: UtmParams = {};
  for (const key of UTM_KEYS) if (found[key] !== undefined) ordered[key] = found[key];
  return ordered;
}

/**
 * Appends the given utm parameters to a link with `?` or `&` as the link needs, keeping the
 * link's own parameters and fragment; a parameter the link already has is left as it is.
 */
export function withUtm(href: string, utm: UtmParams): string {
  const hashAt = href.indexOf('#');
  const base = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  const queryAt = base.indexOf('?');
  const existing = new URLSearchParams(queryAt === -1 ? '' : base.slice(queryAt + 1));
  const additions = UTM_KEYS.filter((key) => utm[key] !== undefined && !existing.has(key)).map(
    (key) => `${encodeURIComponent(key)}=${encodeURIComponent(utm[key] as string)}`,
  );
  if (additions.length === 0) return href;
  const separator = queryAt === -1 ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${separator}${additions.join('&')}${hash}`;
}

export interface CampaignLinkOptions {
  /** Defaults to the platform name. */
  source?: string;
  /** `qa` or `prd`, from the deployment. */
  term: 'qa' | 'prd';
  medium?: string;
  campaign?: string;
  id?: string;
  content?: string;
}

/** An ad-campaign link (docs/product/shell.md, Limits): utm_source (default platform name), utm_term, optional medium, campaign, id, content. */
export function campaignLink(href: string, options: CampaignLinkOptions, platformName: string): string {
  return withUtm(href, {
    utm_source: options.source ?? platformName,
    utm_term: options.term,
    ...(options.medium ? { utm_medium: options.medium } : {}),
    ...(options.campaign ? { utm_campaign: options.campaign } : {}),
    ...(options.id ? { utm_id: options.id } : {}),
    ...(options.content ? { utm_content: options.content } : {}),
  });
}
