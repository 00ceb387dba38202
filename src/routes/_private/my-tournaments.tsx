import { createFileRoute } from '@tanstack/react-router';
import { MyTournamentsScreen } from './-my-tournaments/MyTournamentsScreen';

export const Route = createFileRoute('/_private/my-tournaments')({
  component: MyTournamentsScreen,
});
