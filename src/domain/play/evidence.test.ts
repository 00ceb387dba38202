import { describe, expect, test } from 'vitest';
import { EVIDENCE_MAX_BYTES, imageProblem, reasonProblem } from './evidence';

describe('dispute (docs/product/play.md, Limits)', () => {
  test.each([
    ['', 'validation:reason.required'],
    ['   ', 'validation:reason.required'],
    ['curto', 'validation:reason.tooShort'],
    ['a'.repeat(10), null],
    ['a'.repeat(500), null],
    ['a'.repeat(501), 'validation:reason.tooLong'],
  ])('reason %j', (reason, key) => expect(reasonProblem(reason)).toBe(key));

  test.each([
    [null, null],
    [{ type: 'image/png', size: 100 }, null],
    [{ type: 'image/webp', size: EVIDENCE_MAX_BYTES }, null],
    [{ type: 'image/gif', size: 100 }, 'validation:image.type'],
    [{ type: 'image/jpeg', size: EVIDENCE_MAX_BYTES + 1 }, 'validation:image.tooLarge'],
  ])('image %j', (image, key) => expect(imageProblem(image)).toBe(key));
});
