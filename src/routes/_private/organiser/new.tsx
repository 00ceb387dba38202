import { createFileRoute } from '@tanstack/react-router';
import { NewEventScreen } from './-new/NewEventScreen';

export const Route = createFileRoute('/_private/organiser/new')({
  component: NewEventScreen,
});
