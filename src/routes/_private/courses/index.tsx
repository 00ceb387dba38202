import { createFileRoute } from '@tanstack/react-router';
import { CoursesScreen } from './-screens/CoursesScreen';

export const Route = createFileRoute('/_private/courses/')({
  component: CoursesScreen,
});
