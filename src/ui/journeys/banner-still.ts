import { preload } from 'react-dom';

/** Where a banner shows its desktop picture; narrower screens show the mobile one. */
export const WIDE_BANNER_MEDIA = '(min-width: 640px)';

/**
 * Starts the download of a banner's still as soon as the banners are known, ahead of the render
 * that would ask for it: the first banner is the largest thing /home paints. Each picture is asked
 * for only on the screens that show it, as the page's `<picture>` chooses.
 */
export function preloadBannerStill(images: { desktop: string; mobile: string }): void {
  if (images.desktop === images.mobile) {
    preload(images.mobile, { as: 'image', fetchPriority: 'high' });
    return;
  }
  preload(images.desktop, { as: 'image', fetchPriority: 'high', media: WIDE_BANNER_MEDIA });
  preload(images.mobile, { as: 'image', fetchPriority: 'high', media: `not all and ${WIDE_BANNER_MEDIA}` });
}
