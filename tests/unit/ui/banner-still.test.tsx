import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { preloadBannerStill } from '@/ui/journeys/banner-still';

/** The preloads React has put in the document's head: href, media and priority. */
const preloads = () =>
  Array.from(document.head.querySelectorAll('link[rel=preload][as=image]')).map((link) => ({
    href: link.getAttribute('href'),
    media: link.getAttribute('media'),
    priority: link.getAttribute('fetchpriority'),
  }));

afterEach(() => {
  cleanup();
  document.head.querySelectorAll('link[rel=preload]').forEach((link) => link.remove());
});

describe('preloadBannerStill', () => {
  it('asks for one picture, first, when the banner has the same one for every screen', () => {
    render(<p>home</p>);
    act(() => preloadBannerStill({ desktop: '/media/banners/clip.jpg', mobile: '/media/banners/clip.jpg' }));
    expect(preloads()).toEqual([{ href: '/media/banners/clip.jpg', media: null, priority: 'high' }]);
  });

  it('asks for each picture only on the screens that show it, as the banner’s <picture> chooses', () => {
    render(<p>home</p>);
    act(() => preloadBannerStill({ desktop: '/media/banners/wide.webp', mobile: '/media/banners/tall.webp' }));
    expect(preloads()).toEqual([
      { href: '/media/banners/wide.webp', media: '(min-width: 640px)', priority: 'high' },
      { href: '/media/banners/tall.webp', media: 'not all and (min-width: 640px)', priority: 'high' },
    ]);
  });
});
