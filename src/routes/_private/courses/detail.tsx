import { createFileRoute } from '@tanstack/react-router';
import { readCourseDetailSearch } from '@/domain/route-search-schemas';
import { m } from '@/paraglide/messages';
import { PlaceholderPage } from '@/ui/pages/PageHeading';

export const Route = createFileRoute('/_private/courses/detail')({
  validateSearch: readCourseDetailSearch,
  component: () => <PlaceholderPage title={m.common_pageCourseDetail()} />,
});
