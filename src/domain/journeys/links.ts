/**
 * Where a banner or a course leads (docs/product/journeys.md, Screens and States): 'premium' opens the premium
 * dialog, a same-origin path navigates inside the app, an http(s) address opens outside it.
 * Anything else (javascript:, data:, protocol-relative, garbage) leads nowhere.
 */
export type BannerLink = { kind: 'premium' } | { kind: 'internal'; to: string } | { kind: 'external'; href: string } | { kind: 'none' };

const CONTROL = /[\u0000-\u001f\u007f]/;

export function bannerLink(target: string | null | undefined): BannerLink {
  const value = (target ?? '').trim();
  if (!value || CONTROL.test(value)) return { kind: 'none' };
  if (value === 'premium') return { kind: 'premium' };
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return { kind: 'internal', to: value };
  const href = externalUrl(value);
  return href ? { kind: 'external', href } : { kind: 'none' };
}

/** An absolute http(s) address, normalised, or undefined. */
export function externalUrl(value: string): string | undefined {
  if (CONTROL.test(value)) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** A learning-content target the browser may open in the same window: http(s) or a same-origin path. */
export function learningTarget(target: string | null | undefined): string | undefined {
  const value = (target ?? '').trim();
  if (!value) return undefined;
  const link = bannerLink(value);
  if (link.kind === 'internal') return link.to;
  if (link.kind === 'external') return link.href;
  return undefined;
}
