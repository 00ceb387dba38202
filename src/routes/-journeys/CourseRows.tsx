import { useNavigate } from '@tanstack/react-router';
import type { Journey } from '@/contract/journeys';
import { journeyImage } from '@/domain/journeys/rules';
import { m } from '@/paraglide/messages';
import { Carousel, EmptyState } from '@/ui/components';
import { BookIcon } from '@/ui/icons';
import { CourseCard } from '@/ui/journeys/CourseCard';
import { rowTitle } from './CourseRowsLoading';

/** The tag a course card wears: premium or school content, or nothing for a free course. */
export function courseTag(journey: Pick<Journey, 'monetizationType'>): string | undefined {
  if (journey.monetizationType === 'PREMIUM') return m.journey_premiumTag();
  if (journey.monetizationType === 'SCHOOL_LINKED') return m.journey_schoolTag();
  return undefined;
}

/** A row of course cards, each 300 px wide, linking to the course detail. */
export function CourseRow({ title, journeys, empty }: { title: string; journeys: Journey[]; empty: string }) {
  const navigate = useNavigate();
  if (journeys.length === 0) {
    return (
      <section aria-label={title}>
        <h2 className={rowTitle}>{title}</h2>
        <EmptyState title={empty} icon={<BookIcon size={32} />} />
      </section>
    );
  }
  return (
    <Carousel title={title}>
      {journeys.map((journey) => (
        <CourseCard
          key={journey.id}
          title={journey.title}
          imageUrl={journeyImage(journey.images, 'DESKTOP_IMAGE')}
          durationMinutes={journey.duration}
          tag={courseTag(journey)}
          href={`/courses/detail?id=${journey.id}`}
          onNavigate={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            void navigate({ to: '/courses/detail', search: { id: journey.id } });
          }}
        />
      ))}
    </Carousel>
  );
}


