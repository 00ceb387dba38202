import { describe, expect, it } from 'vitest';
import { parseAppInfo } from '../api/app-info';

describe('typia in vitest', () => {
  it('rejects a non-string version', () => {
    expect(() => parseAppInfo({ version: 3 })).toThrow();
    expect(parseAppInfo({ version: '3.11.4' })).toEqual({ version: '3.11.4' });
  });
});
