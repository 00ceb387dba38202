import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Countdown } from '@/ui/components';
import { CourseBanner } from '@/ui/journeys/CourseCard';
import { InstitutionCard } from '@/ui/school/InstitutionCard';
import { MatchPointsPanel } from '@/ui/journeys/MatchPointsPanel';
import { PlayerCard } from '@/ui/profile/PlayerCard';
import { StarRating } from '@/ui/journeys/StarRating';
import { TeamMemberRow } from '@/ui/teams/TeamMemberRow';
import { TournamentCard } from '@/ui/tournaments/TournamentCard';

afterEach(cleanup);

describe('TournamentCard', () => {
  it('shows dd/MMM, the mode label and the subscription badge, and links to the detail', () => {
    render(<TournamentCard name="Copa" gameName="Fortnite" mode="SOLO_ROYALE" startDate="2025-03-05" subscriptionStatus="COMPLETED" href="/tournaments/detail?id=1" />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/tournaments/detail?id=1');
    expect(link.textContent).toContain('05/MAR');
    expect(link.textContent).toContain('SOLO');
    expect(link.textContent).toContain('Inscrito');
  });

  it('labels squads and pending subscriptions, and no badge when not subscribed', () => {
    const { rerender } = render(<TournamentCard name="Liga" gameName="LoL" mode="TEAM" startDate="2025-12-25" subscriptionStatus="PENDING_ACCOUNT_VERIFICATION" href="#" />);
    expect(screen.getByRole('link').textContent).toContain('SQUAD');
    expect(screen.getByRole('link').textContent).toContain('Inscrição pendente');
    rerender(<TournamentCard name="Liga" gameName="LoL" mode="TEAM" startDate="2025-12-25" subscriptionStatus="NOT_SUBSCRIBED" href="#" />);
    expect(screen.getByRole('link').textContent).not.toMatch(/Inscri/);
  });
});

describe('CourseBanner', () => {
  it('shows HH h mm m and the join label for the subscription state', async () => {
    const onJoin = vi.fn();
    const { rerender } = render(<CourseBanner title="Play English" description="…" durationMinutes={125} subscribed={false} onJoin={onJoin} />);
    expect(screen.getByText('02 h 05 m')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Participar' }));
    expect(onJoin).toHaveBeenCalledOnce();
    rerender(<CourseBanner title="Play English" description="…" durationMinutes={125} subscribed onJoin={onJoin} />);
    expect(screen.getByRole('button', { name: 'Continuar jornada' })).toBeTruthy();
  });
});

describe('PlayerCard', () => {
  it('splits the play id, copies it and reports the copy', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onCopied = vi.fn();
    const onCreateAvatar = vi.fn();
    render(<PlayerCard playId="ana#4821" level={3} currentXp={50} nextLevelXp={200} onPlayIdCopied={onCopied} onPlayIdCopyFailed={() => {}} onCreateAvatar={onCreateAvatar} onEdit={() => {}} />);
    const copy = screen.getByRole('button', { name: 'Copiar Play ID ana#4821' });
    expect(copy.textContent).toContain('ana');
    expect(copy.textContent).toContain('#4821');
    await userEvent.click(copy);
    await waitFor(() => expect(onCopied).toHaveBeenCalledWith('ana#4821'));
    expect(writeText).toHaveBeenCalledWith('ana#4821');
    await userEvent.click(screen.getByRole('button', { name: 'Criar avatar' }));
    expect(onCreateAvatar).toHaveBeenCalled();
    expect(screen.getByText('50 XP conquistados')).toBeTruthy();
    expect(screen.getByText('150 XP para o próximo nível')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
  });

  it('says when the browser refuses the clipboard instead of claiming the copy', async () => {
    const writeText = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onCopied = vi.fn();
    const onCopyFailed = vi.fn();
    render(<PlayerCard playId="ana#4821" level={3} currentXp={50} nextLevelXp={200} onPlayIdCopied={onCopied} onPlayIdCopyFailed={onCopyFailed} onCreateAvatar={() => {}} onEdit={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copiar Play ID ana#4821' }));
    await waitFor(() => expect(onCopyFailed).toHaveBeenCalledWith('ana#4821'));
    expect(onCopied).not.toHaveBeenCalled();
  });

  it('hides the create-avatar button when there is an avatar and announces a level-up', () => {
    render(<PlayerCard playId="ana#1" avatarUrl="/a.png" level={4} currentXp={0} nextLevelXp={100} leveledUp onPlayIdCopied={() => {}} onPlayIdCopyFailed={() => {}} onCreateAvatar={() => {}} onEdit={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Criar avatar' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Subiu de nível!');
  });
});

describe('small display pieces', () => {
  it('StarRating reads its value with the decimal comma', () => {
    render(<StarRating rating={2.5} />);
    expect(screen.getByRole('img', { name: '2,5 de 3 estrelas' })).toBeTruthy();
  });

  it('Countdown shows days while more than a day is left, then the clock', () => {
    const { rerender } = render(<Countdown secondsLeft={3 * 86_400 + 10} />);
    expect(screen.getByRole('timer').textContent).toBe('Faltam 3 dias');
    rerender(<Countdown secondsLeft={3_661} />);
    expect(screen.getByRole('timer').textContent).toBe('Faltam 01:01:01');
  });

  it('InstitutionCard shows the alias and the INEP line', () => {
    render(<InstitutionCard name="Escola Estadual X" aliasName="EE X" inepCode="35012345" type="PRIVATE" address="Rua A" />);
    expect(screen.getByRole('heading').textContent).toBe('EE X');
    expect(screen.getByText('INEP 35012345 - privada')).toBeTruthy();
  });

  it('MatchPointsPanel titles free courses XP and others MatchPoints', () => {
    const { rerender } = render(<MatchPointsPanel free skills={[{ key: 'XP', value: 10, max: 20 }]} />);
    expect(screen.getByRole('heading').textContent).toBe('XP');
    rerender(<MatchPointsPanel free={false} skills={[{ key: 'DIGITAL_FLUENCY', value: 10, max: 20 }]} />);
    expect(screen.getByRole('heading').textContent).toBe('MatchPoints');
    expect(screen.getByRole('progressbar', { name: 'Fluência digital' })).toBeTruthy();
  });

  it('TeamMemberRow offers the leader a kick and calls back', async () => {
    const onKick = vi.fn();
    render(
      <ul>
        <TeamMemberRow kind="member" identification="bia#1" viewerIsLeader isViewerRow={false} teamSubscribed={false} onKickMember={onKick} />
      </ul>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remover bia#1 do time' }));
    expect(onKick).toHaveBeenCalledOnce();
  });
});
