import DOMPurify from 'dompurify';

/** The only tags and attributes a tournament's rules html may keep (docs/product/tournaments.md, Rules). */
export const TERMS_TAGS = ['p', 'strong', 'em', 'u', 'a', 'h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'br'] as const;
export const TERMS_ATTRIBUTES = ['href', 'rel', 'target', 'class'] as const;

/**
 * The rules html reduced to the allow-list (docs/product/tournaments.md, Rules): any other tag is dropped (its text kept, except
 * inside script and style), any other attribute removed, and links only to http(s), mailto or
 * same-site paths. Links opening a new tab get rel="noopener noreferrer".
 */
export function sanitizeTerms(html: string): string {
  const purifier = DOMPurify();
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...TERMS_TAGS],
    ALLOWED_ATTR: [...TERMS_ATTRIBUTES],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?!\/)|#)/i,
  });
}
