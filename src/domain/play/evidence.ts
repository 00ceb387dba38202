/**
 * The dispute form's checks before sending (docs/product/play.md, Rules and Limits): a reason of 10 to
 * 500 characters and an optional screenshot, PNG, JPEG or WebP of at most 5 MB. The server reads the
 * image's bytes; the form can only read the declared type and the size, so it catches the usual
 * mistakes early and the server has the last word.
 */

export const REASON_MIN = 10;
export const REASON_MAX = 500;
export const EVIDENCE_MAX_BYTES = 5 * 1024 * 1024;
export const EVIDENCE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export function reasonProblem(reason: string): string | null {
  const length = reason.trim().length;
  if (length === 0) return 'validation:reason.required';
  if (length < REASON_MIN) return 'validation:reason.tooShort';
  if (length > REASON_MAX) return 'validation:reason.tooLong';
  return null;
}

export function imageProblem(image: { type: string; size: number } | null): string | null {
  if (!image) return null;
  if (!(EVIDENCE_TYPES as readonly string[]).includes(image.type)) return 'validation:image.type';
  if (image.size > EVIDENCE_MAX_BYTES) return 'validation:image.tooLarge';
  return null;
}
