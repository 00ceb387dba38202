import type { MouseEvent } from 'react';
import { css, cx, sva } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { durationParts } from '@/domain/format';
import { button } from '@/ui/button';
import { cardSurface } from '@/ui/components/card-surface';
import { ClockIcon } from '@/ui/icons';

const card = sva({
  slots: ['root', 'image', 'placeholder', 'body', 'title', 'meta', 'tag'],
  base: {
    root: { width: 'courseCard' },
    image: { width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block', bg: 'accent.subtle' },
    placeholder: { width: '100%', aspectRatio: '16 / 9', bgGradient: 'to-br', gradientFrom: 'magenta.500', gradientTo: 'purple.700' },
    body: { display: 'flex', flexDirection: 'column', gap: '2', p: '4' },
    title: { fontFamily: 'heading', fontWeight: '800', fontSize: '1.1rem', lineHeight: '1.25', lineClamp: '2' },
    meta: { display: 'flex', alignItems: 'center', gap: '1.5', color: 'fg.muted', fontSize: 'sm', fontWeight: '600' },
    tag: {
      alignSelf: 'flex-start',
      px: '2.5',
      py: '0.5',
      borderRadius: 'full',
      fontSize: 'xs',
      fontWeight: '800',
      bg: 'accent.subtle',
      color: 'accent.emphasis',
    },
  },
})();

function Duration({ minutes }: { minutes: number }) {
  const parts = durationParts(minutes);
  return (
    <span className={card.meta}>
      <ClockIcon size={16} />
      <span className={css({ srOnly: true })}>{m.journey_durationLabel()}: </span>
      {m.journey_duration(parts)}
    </span>
  );
}

export interface CourseCardProps {
  title: string;
  imageUrl?: string;
  /** Duration in minutes, shown as HH h mm m. */
  durationMinutes: number;
  /** A short tag such as 'Premium' or 'Inscrito'. */
  tag?: string;
  href: string;
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** A journey in a row of courses: 300 px wide, cover, title and duration; links to the journey. */
export function CourseCard({ title, imageUrl, durationMinutes, tag, href, onNavigate }: CourseCardProps) {
  return (
    <a className={cx(cardSurface(), card.root)} href={href} onClick={onNavigate}>
      {imageUrl ? <img className={card.image} src={imageUrl} alt="" loading="lazy" width={300} height={169} /> : <div className={card.placeholder} />}
      <div className={card.body}>
        {tag ? <span className={card.tag}>{tag}</span> : null}
        <span className={card.title}>{title}</span>
        <Duration minutes={durationMinutes} />
      </div>
    </a>
  );
}

const banner = sva({
  slots: ['root', 'cover', 'shade', 'body', 'title', 'text', 'meta'],
  base: {
    root: {
      position: 'relative',
      display: 'grid',
      borderRadius: '2xl',
      overflow: 'hidden',
      minHeight: { base: '320px', sm: '280px' },
      color: 'white',
      bg: 'purple.900',
      isolation: 'isolate',
    },
    cover: { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', zIndex: -2 },
    shade: {
      position: 'absolute',
      inset: 0,
      zIndex: -1,
      background: {
        base: 'linear-gradient(180deg, rgba(20,6,48,0.15) 0%, rgba(20,6,48,0.92) 70%)',
        sm: 'linear-gradient(90deg, rgba(20,6,48,0.95) 0%, rgba(20,6,48,0.75) 55%, rgba(20,6,48,0.1) 100%)',
      },
    },
    body: { alignSelf: 'end', display: 'flex', flexDirection: 'column', gap: '3', p: { base: '5', sm: '8' }, maxWidth: { sm: '60%' } },
    title: { textStyle: 'pageTitle', color: 'white' },
    text: { color: 'rgba(255,255,255,0.9)', lineClamp: '3' },
    meta: { display: 'inline-flex', alignItems: 'center', gap: '1.5', fontWeight: '700', color: 'magenta.200' },
  },
})();

export interface CourseBannerProps {
  title: string;
  description: string;
  coverUrl?: string;
  durationMinutes: number;
  subscribed: boolean;
  onJoin: () => void;
  joinDisabled?: boolean;
  /** 1 where the banner heads its page (the course's own page); 2 where it is a section of one. */
  headingLevel?: 1 | 2;
}

/** The journey header: cover, title, duration (HH h mm m), description and a join button. */
export function CourseBanner({ title, description, coverUrl, durationMinutes, subscribed, onJoin, joinDisabled, headingLevel = 2 }: CourseBannerProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const parts = durationParts(durationMinutes);
  return (
    <section className={banner.root} aria-label={title}>
      {coverUrl ? <img className={banner.cover} src={coverUrl} alt="" /> : null}
      <div className={banner.shade} />
      <div className={banner.body}>
        <Heading className={banner.title}>{title}</Heading>
        <span className={banner.meta}>
          <ClockIcon size={18} />
          <span className={css({ srOnly: true })}>{m.journey_durationLabel()}: </span>
          {m.journey_duration(parts)}
        </span>
        <p className={banner.text}>{description}</p>
        <div>
          <button type="button" className={button({ variant: 'accent' })} onClick={onJoin} disabled={joinDisabled}>
            {subscribed ? m.journey_joinSubscribed() : m.journey_join()}
          </button>
        </div>
      </div>
    </section>
  );
}
