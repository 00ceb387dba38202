import { useState } from 'react';
import { css } from 'styled-system/css';
import { CreateTeamForm, type CreateTeamFormValues } from '@/ui/teams/CreateTeamForm';
import { InviteForm } from '@/ui/teams/InviteForm';
import { ManageTeam, type ManageTeamInvite, type ManageTeamMember, type ManageTeamProps } from '@/ui/teams/ManageTeam';
import { TeamSummaryCard } from '@/ui/teams/TeamSummaryCard';
import { GalleryGrid, GallerySection, GalleryState } from './GallerySection';
import { TeamFormationDemo } from './TeamFormationDemo';

const LEADER = 1;
const hostileMarkup = '<img src=x onerror=alert(1)><b>Os Brabos</b>';
const hostileLong = 'Time'.repeat(1000);
const hostileEmoji = '🔥🏆 Fênix Dourada 🐉✨👩🏽‍🚀';

const leader: ManageTeamMember = { id: LEADER, playId: 'LucasSquad#2101', isLeader: true };
const bia: ManageTeamMember = { id: 2, playId: 'BiaSquad#2102', isLeader: false };
const theo: ManageTeamMember = { id: 3, playId: 'TheoSquad#2103', isLeader: false };
const ana: ManageTeamMember = { id: 4, playId: 'AnaSquad#2104', isLeader: false };
const inviteTheo: ManageTeamInvite = { id: 70, userId: 3, label: 'TheoSquad#2103', awaitingGuardian: false };
const inviteMail: ManageTeamInvite = { id: 71, userId: 5, label: 'caio@escola.edu.br', awaitingGuardian: false };

const preventNavigation = (event: { preventDefault: () => void }) => event.preventDefault();

/** A ManageTeam whose callbacks say what they would do, so the gallery can be clicked through. */
function Team(props: Partial<ManageTeamProps> & { viewerId: number; say: (text: string) => void }) {
  const { say, ...rest } = props;
  return (
    <ManageTeam
      name="Os Invencíveis"
      leaderName="Lucas Squad"
      leaderPlayId="LucasSquad#2101"
      size={4}
      members={[leader, bia]}
      invites={[inviteTheo]}
      subscribed={false}
      canConfirm={false}
      busy={false}
      onSendInvite={() => say('enviar convite')}
      onAcceptInvite={() => say('aceitar convite')}
      onDeclineInvite={() => say('recusar convite')}
      onKick={(member) => say(`remover ${member.playId}`)}
      onCancelInvite={(invite) => say(`cancelar convite de ${invite.label}`)}
      onLeave={() => say('sair do time')}
      onDelete={() => say('excluir time')}
      onConfirm={() => say('confirmar time')}
      {...rest}
    />
  );
}

export function TeamFormationSection() {
  const [said, say] = useState('nenhuma');
  const [values, setValues] = useState<CreateTeamFormValues>({ name: '', termsAccepted: false, epicAccountId: '' });
  const [invite, setInvite] = useState('');
  const [inviteOpen, setInviteOpen] = useState(true);
  return (
    <GallerySection id="team-formation" name="Times: criar, gerenciar e convidar">
      <p className={css({ color: 'fg.muted' })} aria-live="polite">
        Última ação: <strong data-testid="team-last-action">{said}</strong>
      </p>
      <GalleryState name="Fluxo completo com dados de exemplo (máquina real)">
        <TeamFormationDemo />
      </GalleryState>
      <GalleryGrid>
        <GalleryState name="Criar time (sem conta Epic)">
          <CreateTeamForm values={values} errors={{}} askEpicAccount saving={false} onChange={(change) => setValues((v) => ({ ...v, ...change }))} onSubmit={() => say(`criar time ${values.name}`)} />
        </GalleryState>
        <GalleryState name="Criar time com erros">
          <CreateTeamForm
            values={{ name: '🔥'.repeat(51), termsAccepted: false, epicAccountId: '' }}
            errors={{ name: 'O nome do time pode ter até 50 caracteres.', acceptTerms: 'É preciso aceitar os termos.' }}
            askEpicAccount={false}
            saving={false}
            onChange={() => undefined}
            onSubmit={() => undefined}
          />
        </GalleryState>
        <GalleryState name="Convite recusado pelo servidor">
          <InviteForm autoFocus={false} value="NinguemAqui#0000" error="Não encontramos ninguém com esse Play ID ou e-mail." sending={false} onChange={() => undefined} onSubmit={() => undefined} onClose={() => undefined} />
        </GalleryState>
        <GalleryState name="Líder, time em formação, convite aberto" wide>
          <div data-testid="team-leader-forming">
            <Team
              viewerId={LEADER}
              say={say}
              invites={[inviteMail]}
              invitePanel={
                inviteOpen ? (
                  <InviteForm
                    autoFocus={false}
                    value={invite}
                    sending={false}
                    onChange={setInvite}
                    onSubmit={() => say(`convidar ${invite}`)}
                    onClose={() => {
                      setInviteOpen(false);
                      say('fechar convite');
                    }}
                  />
                ) : undefined
              }
              onSendInvite={() => {
                setInviteOpen(true);
                say('enviar convite');
              }}
            />
          </div>
        </GalleryState>
        <GalleryState name="Líder, time completo">
          <div data-testid="team-leader-full">
            <Team viewerId={LEADER} say={say} members={[leader, bia, theo, ana]} invites={[]} canConfirm />
          </div>
        </GalleryState>
        <GalleryState name="Membro aguardando confirmação">
          <div data-testid="team-member">
            <Team viewerId={2} say={say} />
          </div>
        </GalleryState>
        <GalleryState name="Convidado">
          <div data-testid="team-invitee">
            <Team viewerId={3} say={say} />
          </div>
        </GalleryState>
        <GalleryState name="Time inscrito (bloqueado)">
          <Team viewerId={LEADER} say={say} members={[leader, bia, theo, ana]} invites={[]} subscribed canConfirm />
        </GalleryState>
        <GalleryState name="Nomes hostis são só texto" wide>
          <div data-testid="team-hostile" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            <Team viewerId={LEADER} say={say} name={hostileMarkup} />
            <Team viewerId={2} say={say} name={hostileLong} />
          </div>
        </GalleryState>
        <GalleryState name="Cartões de /teams" wide>
          <ul className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, listStyle: 'none', p: 0 })} data-testid="team-cards">
            <li><TeamSummaryCard name="Os Invencíveis" eventName="Squad Aberto Free Fire" byline="Líder: Lucas Squad" members={2} size={4} status="forming" href="#time-1" onNavigate={preventNavigation} /></li>
            <li><TeamSummaryCard name="Trovões" eventName="Squad Aberto Free Fire" byline="Líder: Theo Squad" members={4} size={4} status="full" href="#time-2" onNavigate={preventNavigation} /></li>
            <li><TeamSummaryCard name={hostileEmoji} eventName="Copa Escolar Fortnite" byline="Líder: Gabi Squad" members={2} size={2} status="subscribed" href="#time-3" onNavigate={preventNavigation} /></li>
            <li><TeamSummaryCard name={hostileLong} eventName="Squad Aberto Free Fire" byline="Convite de Lucas Squad" members={1} size={4} status="invite" href="#time-4" onNavigate={preventNavigation} /></li>
            <li><TeamSummaryCard name={hostileMarkup} eventName="Squad Aberto Free Fire" byline="Líder: Bia Squad" members={3} size={4} status="forming" href="#time-5" onNavigate={preventNavigation} /></li>
          </ul>
        </GalleryState>
      </GalleryGrid>
    </GallerySection>
  );
}
