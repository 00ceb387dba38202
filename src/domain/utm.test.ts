import { describe, expect, it } from 'vitest';
import { campaignLink, pickUtm, withUtm } from './utm';

describe('pickUtm', () => {
  it.each([
    ['', {}],
    ['?utm_source=ig', { utm_source: 'ig' }],
    ['utm_medium=x&utm_source=ig&page=2', { utm_source: 'ig', utm_medium: 'x' }],
    ['?utm_source=&utm_term=qa', { utm_term: 'qa' }],
    ['?UTM_SOURCE=ig', {}],
    ['?utm_campaign=volta%20%C3%A0s%20aulas', { utm_campaign: 'volta às aulas' }],
  ])('reads %j', (search, expected) => {
    expect(pickUtm(search)).toEqual(expected);
  });

  it('reads a search object and ignores non-string values', () => {
    expect(pickUtm({ utm_source: 'ig', utm_term: 3, id: 'x' })).toEqual({ utm_source: 'ig' });
  });

  it('returns keys in a stable order', () => {
    expect(Object.keys(pickUtm('?utm_content=c&utm_source=s&utm_medium=m'))).toEqual(['utm_source', 'utm_medium', 'utm_content']);
  });
});

describe('withUtm', () => {
  const utm = { utm_source: 'ig', utm_campaign: 'copa' };
  it.each([
    ['/home', {}, '/home'],
    ['/home', utm, '/home?utm_source=ig&utm_campaign=copa'],
    ['/tournaments/detail?id=3', utm, '/tournaments/detail?id=3&utm_source=ig&utm_campaign=copa'],
    ['/courses?', utm, '/courses?utm_source=ig&utm_campaign=copa'],
    ['/courses?a=1&', utm, '/courses?a=1&utm_source=ig&utm_campaign=copa'],
    ['/home#top', utm, '/home?utm_source=ig&utm_campaign=copa#top'],
    ['/home?x=1#top', { utm_term: 'qa' }, '/home?x=1&utm_term=qa#top'],
    ['/home?utm_source=fb', utm, '/home?utm_source=fb&utm_campaign=copa'],
    ['/home?utm_source=fb&utm_campaign=x', utm, '/home?utm_source=fb&utm_campaign=x'],
    ['https://example.com/p', { utm_content: 'a b&c' }, 'https://example.com/p?utm_content=a%20b%26c'],
  ])('%s + %j → %s', (href, params, expected) => {
    expect(withUtm(href, params)).toBe(expected);
  });
});

describe('campaignLink', () => {
  it('defaults the source to the platform name', () => {
    expect(campaignLink('/register', { term: 'prd' }, 'arena')).toBe('/register?utm_source=arena&utm_term=prd');
  });
  it('adds the optional fields when given', () => {
    expect(campaignLink('/r?x=1', { term: 'qa', source: 's', medium: 'm', campaign: 'c', id: 'i', content: 'k' }, 'arena')).toBe(
      '/r?x=1&utm_source=s&utm_medium=m&utm_campaign=c&utm_term=qa&utm_content=k&utm_id=i',
    );
  });
});
