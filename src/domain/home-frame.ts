/**
 * What the build and the server agree on for the pages whose first frame is sent as HTML before
 * the app runs (docs/decisions.md, /home's first frame sent as HTML).
 */

/** The signed-in page whose frame the build renders and the server sends: /home. */
export const HOME_SHELL_PATH = '/home';

/**
 * Where the frame's banner picture goes: the build writes these addresses into the markup, and the
 * server puts the first banner's pictures there as it sends the page (or takes the picture out
 * when there is no banner). Neither can be a real address: they start with a character no path of
 * ours has.
 */
export const HOME_SHELL_STILL = { desktop: '/~banner-still-desktop~', mobile: '/~banner-still-mobile~' } as const;
