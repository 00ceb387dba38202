import { createFileRoute } from '@tanstack/react-router';
import { readCourseDetailSearch } from '@/domain/route-search-schemas';
import { CourseDetailScreen } from './-detail/CourseDetailScreen';

export const Route = createFileRoute('/_private/courses/detail')({
  validateSearch: readCourseDetailSearch,
  component: CourseDetailScreen,
});
