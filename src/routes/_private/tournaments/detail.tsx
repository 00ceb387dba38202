import { createFileRoute } from '@tanstack/react-router';
import { readTournamentDetailSearch } from '../../../domain/routes-search';
import { m } from '../../../paraglide/messages';
import { PlaceholderPage } from '../../../ui/pages/PageHeading';

export const Route = createFileRoute('/_private/tournaments/detail')({
  validateSearch: readTournamentDetailSearch,
  component: () => <PlaceholderPage title={m.common_pageTournamentDetail()} />,
});
