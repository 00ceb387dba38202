import type { Journey } from '@/contract/journeys';
import { journeyImage } from '@/domain/journeys/rules';
import { CourseBanner } from '@/ui/journeys/CourseCard';
import { useCourseSubscription } from './use-course-subscription';

/**
 * A course's banner whose join button runs the course subscription flow. `entryTarget` is where a
 * subscribed student continues (the last available campaign on the detail, the course elsewhere).
 */
export function JourneyBanner({ journey, entryTarget, headingLevel }: { journey: Journey; entryTarget: string; headingLevel?: 1 | 2 }) {
  const { busy, send, isVip } = useCourseSubscription();
  return (
    <CourseBanner
      title={journey.title}
      description={journey.description}
      coverUrl={journeyImage(journey.images, 'DESKTOP_COVER_IMAGE')}
      durationMinutes={journey.duration}
      subscribed={journey.subscribed}
      joinDisabled={busy}
      headingLevel={headingLevel}
      onJoin={() =>
        send({
          type: 'join.press',
          course: { id: journey.id, monetizationType: journey.monetizationType, status: journey.status, target: journey.target, entryTarget },
          isVip,
        })
      }
    />
  );
}
