import { describe, expect, it } from 'vitest';
import { epicIssues } from './epic-link-form';

const id = 'a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6';

describe('what the Epic form asks before the id is linked', () => {
  it.each([
    ['an id and its confirmation', { epicAccountId: id, epicAccountIdConfirmation: id }, []],
    ['spaces around both', { epicAccountId: ` ${id} `, epicAccountIdConfirmation: `${id} ` }, []],
    [
      'nothing typed',
      { epicAccountId: '', epicAccountIdConfirmation: '' },
      [
        { field: 'epicAccountId', messageKey: 'validation:epicAccountId.required' },
        { field: 'epicAccountIdConfirmation', messageKey: 'validation:epicAccountIdConfirmation.required' },
      ],
    ],
    ['a short id', { epicAccountId: 'abc', epicAccountIdConfirmation: 'abc' }, [{ field: 'epicAccountId', messageKey: 'validation:epicAccountId.length' }]],
    ['a confirmation that differs', { epicAccountId: id, epicAccountIdConfirmation: id.replace('a', 'b') }, [{ field: 'epicAccountIdConfirmation', messageKey: 'validation:epicAccountIdConfirmation.beMatch' }]],
  ])('%s', (_, values, issues) => {
    expect(epicIssues(values)).toEqual(issues);
  });
});
