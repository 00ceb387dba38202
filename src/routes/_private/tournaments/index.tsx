import { createFileRoute } from '@tanstack/react-router';
import { readTournamentsSearch } from '../../../domain/routes-search';
import { m } from '../../../paraglide/messages';
import { PlaceholderPage } from '../../../ui/pages/PageHeading';

export const Route = createFileRoute('/_private/tournaments/')({
  validateSearch: readTournamentsSearch,
  component: () => <PlaceholderPage title={m.common_pageTournaments()} />,
});
