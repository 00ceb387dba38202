/** Shared samples of the organiser's flows: an event form, an event as the console reads it, the resolve dialog's values. */
import type { OrganiserEvent, PlayPhase } from '@/contract/play';
import { ApiError } from '@/api/errors';
import { createEventRequest, emptyEventForm, type EventFormValues } from '@/domain/organiser/event-form';
import type { DuelResolveValues } from '@/domain/organiser/resolve';

/** The clock every form sample is checked at: 25 Nov 2026, 12:00 UTC. */
export const NOW = new Date('2026-11-25T12:00:00Z');

export const validForm: EventFormValues = { ...emptyEventForm(NOW), name: 'Copa da Escola', game: 'FORTNITE' };
export const invalidForm: EventFormValues = { ...validForm, name: 'A', teamSize: '9' };

export const submitOf = (values: EventFormValues) => ({ type: 'eventForm.submit' as const, values, request: createEventRequest(values, false) });

export function organiserEvent(phase: PlayPhase, id = 7): OrganiserEvent {
  const request = createEventRequest(validForm, false);
  return {
    id,
    name: request.name,
    game: request.game,
    phase,
    settings: {
      format: request.format,
      bestOf: request.bestOf,
      thirdPlaceMatch: request.thirdPlaceMatch,
      seeding: request.seeding,
      checkInOpensAt: '2026-12-03T21:00:00.000Z',
      startDate: request.startDate,
      autoConfirmMinutes: 30,
      noShowGraceMinutes: 15,
      capacity: null,
      pointsTable: null,
      lobbySize: null,
      royaleRounds: null,
      school: { id: 1, name: 'Escola Demo' },
    },
    participantsCount: 0,
    checkedInCount: 0,
    matchesWaiting: [],
    participants: [],
    actions: [],
    version: 1,
  };
}

export const refusedField = (field: string, code = 'invalid') => new ApiError({ status: 400, fieldErrors: [{ field, messageKey: `validation:${field}.${code}` }], requestErrors: [] });
export const refused = (key: string, status = 409) => new ApiError({ status, fieldErrors: [], requestErrors: [key] });

export const validDuel: DuelResolveValues = { kind: 'DUEL', bestOf: 3, games: [['2', '1'], ['3', '0']], note: 'Print do placar conferido.' };
export const tiedDuel: DuelResolveValues = { ...validDuel, games: [['1', '1'], ['3', '0']] };
