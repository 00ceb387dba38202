import { createFileRoute } from '@tanstack/react-router';
import { MyTournamentsScreen } from './tournaments/-screens/MyTournamentsScreen';

export const Route = createFileRoute('/_private/my-tournaments')({
  component: MyTournamentsScreen,
});
