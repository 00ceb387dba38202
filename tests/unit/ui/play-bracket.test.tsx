import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Bracket as BracketData, BracketMatch, BracketRound, MatchSide } from '@/contract/play';
import { Bracket } from '@/ui/play/Bracket';

afterEach(cleanup);

const side = (name: string | null, mine = false, score: number | null = null, result: MatchSide['result'] = null): MatchSide => ({
  participantId: name ? 1 : null,
  name,
  avatarImageUrl: null,
  seed: null,
  score,
  result,
  mine,
});

/** A single-elimination bracket of `players` (a power of two): players − 1 matches in log2 rounds. */
function bracketOf(players: number): Extract<BracketData, { kind: 'DUEL' }> {
  const rounds: BracketRound[] = [];
  let id = 1;
  for (let round = 1, count = players / 2; count >= 1; round += 1, count /= 2) {
    const matches: BracketMatch[] = Array.from({ length: count }, (_, index) => {
      const mine = round === 1 && index === 0;
      return {
        id: id++,
        stage: 'WINNERS',
        roundNumber: round,
        number: index + 1,
        status: round === 1 ? 'COMPLETED' : 'PENDING',
        outcome: round === 1 ? 'CONFIRMED' : null,
        sides: round === 1 ? [side(`jogador${index * 2 + 1}`, mine, 2, 'WIN'), side(`jogador${index * 2 + 2}`, false, 0, 'LOSS')] : [side(null), side(null)],
        mine,
      };
    });
    rounds.push({ stage: 'WINNERS', number: round, name: count === 1 ? 'play:round.final' : 'play:round.number', nameParams: { number: round }, matches });
  }
  return {
    eventId: 1,
    phase: 'RUNNING',
    version: 1,
    kind: 'DUEL',
    rounds,
    settings: {
      format: 'SINGLE_ELIMINATION',
      bestOf: 3,
      thirdPlaceMatch: false,
      seeding: 'SUBSCRIPTION',
      checkInOpensAt: '2026-03-10T18:00:00Z',
      startDate: '2026-03-10T19:00:00Z',
      autoConfirmMinutes: 30,
      noShowGraceMinutes: 15,
      capacity: null,
      pointsTable: null,
      lobbySize: null,
      royaleRounds: null,
      school: null,
    },
  };
}

describe('bracket (docs/product/play.md, Screens)', () => {
  it('renders 256 players (255 matches) as plain links, fast', () => {
    const bracket = bracketOf(256);
    const started = performance.now();
    render(<Bracket bracket={bracket} matchHref={(id) => `/matches/${id}`} onOpenMatch={() => undefined} />);
    const elapsed = performance.now() - started;
    expect(screen.getAllByRole('link')).toHaveLength(255);
    // jsdom is far slower than a browser; this bounds a regression to heavy per-match components.
    expect(elapsed).toBeLessThan(4000);
  });

  it('marks the caller\'s match in words, names the final, and opens a match through the app', () => {
    const open = vi.fn();
    render(<Bracket bracket={bracketOf(4)} matchHref={(id) => `/matches/${id}`} onOpenMatch={open} />);
    const mine = screen.getByRole('link', { name: /^Você: Partida 1: jogador1 contra jogador2, Encerrada/ });
    expect(mine.getAttribute('href')).toBe('/matches/1');
    expect(within(screen.getByRole('list', { name: 'Rodadas de Chave principal' })).getByRole('heading', { name: 'Final' })).toBeTruthy();
    fireEvent.click(mine);
    expect(open).toHaveBeenCalledWith(1);
  });
});
