import { createFileRoute } from '@tanstack/react-router';
import { TeamsScreen } from './-teams/TeamsScreen';

export const Route = createFileRoute('/_private/teams')({
  component: TeamsScreen,
});
