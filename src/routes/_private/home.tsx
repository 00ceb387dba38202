import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from './-home/HomeScreen';

export const Route = createFileRoute('/_private/home')({
  component: HomeScreen,
});
