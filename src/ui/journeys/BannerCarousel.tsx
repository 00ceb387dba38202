import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { css, sva } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { ChevronLeftIcon, ChevronRightIcon } from '@/ui/icons';
import { useMediaQuery } from '@/ui/use-media-query';
import { WIDE_BANNER_MEDIA } from './banner-still';

export interface BannerSlide {
  id: number;
  title: string;
  text: string;
  images: { desktop: string; mobile: string };
  videos: { landscape: string; portrait: string } | null;
  /** The slide's action: a link, a button, or nothing. */
  action: ReactNode;
}

const styles = sva({
  slots: ['root', 'viewport', 'slide', 'media', 'shade', 'body', 'title', 'text', 'controls', 'trigger', 'dots', 'dot'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2', width: '100%', minWidth: 0 },
    viewport: { position: 'relative', borderRadius: '2xl', overflow: 'hidden', bg: 'purple.900', touchAction: 'pan-y' },
    slide: { position: 'relative', display: 'grid', minHeight: { base: '360px', sm: '300px' }, color: 'white', isolation: 'isolate' },
    media: { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', zIndex: -2 },
    shade: {
      position: 'absolute',
      inset: 0,
      zIndex: -1,
      background: {
        base: 'linear-gradient(180deg, rgba(20,6,48,0.1) 0%, rgba(20,6,48,0.92) 65%)',
        sm: 'linear-gradient(90deg, rgba(20,6,48,0.95) 0%, rgba(20,6,48,0.7) 55%, rgba(20,6,48,0.05) 100%)',
      },
    },
    body: { alignSelf: 'end', display: 'flex', flexDirection: 'column', gap: '3', p: { base: '5', sm: '8' }, maxWidth: { sm: '62%' } },
    title: { textStyle: 'pageTitle', color: 'white' },
    text: { color: 'rgba(255,255,255,0.92)' },
    controls: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' },
    trigger: {
      display: 'grid',
      placeItems: 'center',
      w: '11',
      h: '11',
      borderRadius: 'full',
      borderWidth: '2px',
      borderStyle: 'solid',
      borderColor: 'accent.default',
      color: 'accent.default',
      bg: 'bg.surface',
      cursor: 'pointer',
      _hover: { bg: 'accent.subtle' },
    },
    dots: { display: 'flex', justifyContent: 'center', flexWrap: 'wrap' },
    dot: {
      display: 'grid',
      placeItems: 'center',
      minW: 'touchTarget',
      minH: 'touchTarget',
      cursor: 'pointer',
      bg: 'transparent',
      border: 'none',
      _before: { content: '""', w: '2.5', h: '2.5', borderRadius: 'full', bg: 'border.strong' },
      '&[aria-current=true]': { _before: { bg: 'accent.default', w: '6' } },
    },
  },
})();

/** Whether the browser asks for less data (Data Saver on a phone). */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * Whether the page may fetch the banners' videos yet: once the browser is idle after the page's
 * first paint, so a video (the page's heaviest file) never competes with the code, data and
 * pictures of the first view on a slow connection.
 */
function useVideosWelcome(): boolean {
  const [welcome, setWelcome] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setWelcome(true), 1000);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setWelcome(true), { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return welcome;
}

/**
 * The still picture, with the muted looping video over it where a video may play. The video is
 * there from the first paint, showing the still as its poster, and is given its file once the page
 * has settled: its first frame then replaces a picture of the same size in the same element, so
 * the browser keeps the still's paint as the page's largest one (a video element added later would
 * count as a new, later one). The video's file is chosen here rather than by `<source media>`: the
 * browser fires `error` at every source whose media does not match, which cannot be told from a
 * file that failed.
 */
function SlideMedia({ slide, videoAllowed, videoWelcome }: { slide: BannerSlide; videoAllowed: boolean; videoWelcome: boolean }) {
  const [failed, setFailed] = useState<string | null>(null);
  // The same screens as the picture's <source>: the poster is the still the picture shows.
  const wide = useMediaQuery(WIDE_BANNER_MEDIA);
  const still = (
    <picture>
      <source media={WIDE_BANNER_MEDIA} srcSet={slide.images.desktop} />
      <img className={styles.media} src={slide.images.mobile} alt="" fetchPriority="high" data-testid="banner-still" />
    </picture>
  );
  const video = slide.videos ? (wide ? slide.videos.landscape : slide.videos.portrait) : null;
  if (!video || !videoAllowed || failed === video) return still;
  return (
    <>
      {still}
      <video
        key={video}
        className={styles.media}
        poster={wide ? slide.images.desktop : slide.images.mobile}
        src={videoWelcome ? video : undefined}
        preload="none"
        autoPlay
        muted
        loop
        playsInline
        onError={() => setFailed(video)}
        data-testid="banner-video"
        aria-hidden="true"
      />
    </>
  );
}

/**
 * Home banners (docs/product/shell.md, Screens): one slide at a time with previous/next buttons, a dot per slide, arrow
 * keys and swipe. Videos play muted and looped once the page has settled; with reduced motion, Data
 * Saver or a broken video the still shows.
 */
export function BannerCarousel({ slides, label }: { slides: BannerSlide[]; label: string }) {
  const [index, setIndex] = useState(0);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  // Never a video when the browser asks to save data.
  const [dataSaver] = useState(savesData);
  const videosWelcome = useVideosWelcome();
  const touch = useRef<number | null>(null);
  const count = slides.length;
  const current = slides[Math.min(index, count - 1)];
  if (!current) return null;
  const go = (next: number) => setIndex(((next % count) + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };
  return (
    <section className={styles.root} aria-roledescription={m.home_carouselRole()} aria-label={label} onKeyDown={onKeyDown} data-testid="banner-carousel">
      <div
        className={styles.viewport}
        onTouchStart={(event) => {
          touch.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(event) => {
          const start = touch.current;
          const end = event.changedTouches[0]?.clientX;
          touch.current = null;
          if (start === null || end === undefined || Math.abs(end - start) < 40) return;
          go(end < start ? index + 1 : index - 1);
        }}
      >
        <div
          key={current.id}
          className={styles.slide}
          role="group"
          aria-roledescription={m.home_slideRole()}
          aria-label={m.common_carouselSlide({ index: String(index + 1), count: String(count) })}
          data-testid="banner-slide"
        >
          <SlideMedia slide={current} videoAllowed={!reducedMotion && !dataSaver} videoWelcome={videosWelcome} />
          <div className={styles.shade} />
          <div className={styles.body}>
            <h2 className={styles.title}>{current.title}</h2>
            {current.text ? <p className={styles.text}>{current.text}</p> : null}
            {current.action ? <div>{current.action}</div> : null}
          </div>
        </div>
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <button type="button" className={styles.trigger} onClick={() => go(index - 1)} aria-label={m.common_carouselPrevious()}>
            <ChevronLeftIcon size={20} />
          </button>
          <div className={styles.dots}>
            {slides.map((slide, dot) => (
              <button
                key={slide.id}
                type="button"
                className={styles.dot}
                aria-current={dot === index ? 'true' : undefined}
                aria-label={m.common_carouselGoTo({ index: String(dot + 1) })}
                onClick={() => go(dot)}
              />
            ))}
          </div>
          <button type="button" className={styles.trigger} onClick={() => go(index + 1)} aria-label={m.common_carouselNext()}>
            <ChevronRightIcon size={20} />
          </button>
        </div>
      ) : null}
      <p className={css({ srOnly: true })} aria-live="polite">
        {current.title}
      </p>
    </section>
  );
}
