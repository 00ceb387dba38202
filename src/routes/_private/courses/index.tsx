import { createFileRoute } from '@tanstack/react-router';
import { CoursesScreen } from './-index/CoursesScreen';

export const Route = createFileRoute('/_private/courses/')({
  component: CoursesScreen,
});
