import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { journeysQuery } from '@/api/journeys/list';
import { m } from '@/paraglide/messages.js';
import { EmptyState, ErrorState } from '@/ui/components';
import { TrophyIcon } from '@/ui/icons';
import { PageHeading } from '@/ui/pages/PageHeading';
import { CourseRowsLoading, rowTitle } from '@/routes/-journeys/CourseRowsLoading';
import { JourneyBanner } from '@/routes/-journeys/JourneyBanner';

// The carousels load right after the page's first paint, behind their skeletons.
const CourseRow = lazy(() => import('@/routes/-journeys/CourseRows').then((module) => ({ default: module.CourseRow })));

const stack = css({ display: 'flex', flexDirection: 'column', gap: '8' });

/** /courses (docs/product/journeys.md, Screens): my courses (subscribed), open courses, concluded courses (always empty). */
export function CoursesScreen() {
  const { http } = useRouteContext({ from: '/_private' });
  const list = useQuery(journeysQuery(http));
  const titles = [m.journey_myCourses(), m.journey_openCourses(), m.journey_concludedCourses()];
  const mine = list.data?.filter((journey) => journey.status === 'SUBSCRIBED') ?? [];
  const open = list.data?.filter((journey) => journey.status === 'open') ?? [];
  const featured = mine[0] ?? open[0];
  return (
    <>
      <title>{`${m.common_pageCourses()} · ${m.common_appName()}`}</title>
      <PageHeading>{m.common_pageCourses()}</PageHeading>
      <div className={stack}>
        {list.isError ? (
          <ErrorState onRetry={() => void list.refetch()} />
        ) : !list.data ? (
          <CourseRowsLoading titles={titles} />
        ) : (
          <>
            {featured ? <JourneyBanner journey={featured} entryTarget={featured.target} /> : null}
            <Suspense fallback={<CourseRowsLoading titles={titles.slice(0, 2)} />}>
              <CourseRow title={titles[0]!} journeys={mine} empty={m.journey_myCoursesEmpty()} />
              <CourseRow title={titles[1]!} journeys={open} empty={m.journey_openCoursesEmpty()} />
            </Suspense>
            <section aria-label={titles[2]}>
              <h2 className={rowTitle}>{titles[2]}</h2>
              <EmptyState title={m.journey_concludedEmpty()} icon={<TrophyIcon size={32} />} />
            </section>
          </>
        )}
      </div>
    </>
  );
}
