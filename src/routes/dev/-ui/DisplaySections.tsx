import { useCallback, useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { formatDecimal, starRatingFromScore } from '@/domain/format';
import { m } from '@/paraglide/messages.js';
import { button } from '@/ui/button';
import { showToast } from '@/ui/feedback/show-toast';
import { Carousel, Countdown, CutsceneDialog, EmptyState, ErrorState, InfiniteList, ProgressBar, ProgressRing } from '@/ui/components';
import { CourseBanner, CourseCard } from '@/ui/journeys/CourseCard';
import { InstitutionCard } from '@/ui/school/InstitutionCard';
import { MatchPointsPanel } from '@/ui/journeys/MatchPointsPanel';
import { PlayerCard } from '@/ui/profile/PlayerCard';
import { StarRating } from '@/ui/journeys/StarRating';
import { TeamMemberRow } from '@/ui/teams/TeamMemberRow';
import { TournamentCard } from '@/ui/tournaments/TournamentCard';
import { GalleryGrid, GallerySection, GalleryState } from './GallerySection';
import { artwork, cutscene, rankingPage, tournaments, type SampleRankingRow } from './sample-data';

const noop = () => {};
const preventNavigation = (event: { preventDefault: () => void }) => event.preventDefault();

export function CarouselSection() {
  return (
    <GallerySection id="carousel" name="Carrosséis">
      <Carousel title="Um único torneio">
        {tournaments.slice(0, 1).map((t) => (
          <TournamentCard key={t.id} name={t.name} gameName={t.game} mode={t.mode} startDate={t.startDate} subscriptionStatus={t.status} imageUrl={artwork(t.id, t.game)} href={`#torneio-${t.id}`} onNavigate={preventNavigation} />
        ))}
      </Carousel>
      <div data-testid="carousel-50">
        <Carousel title="Inscrições abertas (50)">
          {tournaments.map((t) => (
            <TournamentCard key={t.id} name={t.name} gameName={t.game} mode={t.mode} startDate={t.startDate} subscriptionStatus={t.status} imageUrl={artwork(t.id, t.game)} href={`#torneio-${t.id}`} onNavigate={preventNavigation} />
          ))}
        </Carousel>
      </div>
      <Carousel title="Jornadas educacionais">
        {['Raciocínio lógico', 'Empreendedorismo', 'Play English', 'Criadores do futuro', 'IT Start: React'].map((title, index) => (
          <CourseCard key={title} title={title} durationMinutes={95 + index * 130} imageUrl={artwork(index + 2, title)} tag={index === 2 ? 'Premium' : undefined} href={`#jornada-${index}`} onNavigate={preventNavigation} />
        ))}
      </Carousel>
    </GallerySection>
  );
}

export function ProgressSection() {
  return (
    <GallerySection id="progress" name="Progresso e contagem regressiva">
      <GalleryGrid>
        <GalleryState name="Barras">
          <ProgressBar label="Sem progresso" value={0} />
          <ProgressBar label="Missões da semana" value={2} max={4} valueText="2 de 4" />
          <ProgressBar label="Jornada concluída" value={100} />
        </GalleryState>
        <GalleryState name="Anéis">
          <div className={css({ display: 'flex', gap: '4', flexWrap: 'wrap' })}>
            <ProgressRing label="Capítulo 1" value={25} />
            <ProgressRing label="Temporada" value={72} size={112} />
            <ProgressRing label="Completo" value={100} size={80} thickness={8} />
          </div>
        </GalleryState>
        <GalleryState name="Contagem regressiva">
          <Countdown secondsLeft={3 * 86_400 + 7_200} />
          <Countdown secondsLeft={86_400 + 60} />
          <TickingCountdown from={3_725} />
        </GalleryState>
      </GalleryGrid>
    </GallerySection>
  );
}

function TickingCountdown({ from }: { from: number }) {
  const [left, setLeft] = useState(from);
  useEffect(() => {
    const id = setInterval(() => setLeft((s) => (s > 0 ? s - 1 : from)), 1000);
    return () => clearInterval(id);
  }, [from]);
  return <Countdown secondsLeft={left} />;
}

// Large pages so QA can reach the 10,000th row quickly; the real ranking pages are smaller.
const PAGE = 500;
const TOTAL = 10_000;

function RankingRow({ entry }: { entry: SampleRankingRow }) {
  return (
    <div
      className={css({
        display: 'flex',
        alignItems: 'center',
        gap: '3',
        height: '100%',
        px: '4',
        borderRadius: 'xl',
        bg: 'bg.surface',
        borderWidth: '1px',
        borderStyle: 'solid',
        borderColor: 'border.default',
      })}
    >
      <span className={css({ fontWeight: '800', color: 'accent.default', minWidth: '3.5rem', fontVariantNumeric: 'tabular-nums' })}>#{entry.rank}</span>
      <span className={css({ flex: '1', fontWeight: '700', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>{entry.playId}</span>
      <span className={css({ color: 'fg.muted', fontSize: 'sm', display: { base: 'none', sm: 'inline' } })}>{m.common_level({ level: String(entry.level) })}</span>
      <span className={css({ fontWeight: '700', fontVariantNumeric: 'tabular-nums' })}>{formatDecimal(entry.mp, 4)} MP</span>
    </div>
  );
}

export function ListSection() {
  const [rows, setRows] = useState<SampleRankingRow[]>(() => rankingPage(0, PAGE));
  const [loading, setLoading] = useState(false);
  const loadMore = useCallback(() => {
    setLoading(true);
    setTimeout(() => {
      setRows((current) => [...current, ...rankingPage(current.length / PAGE, PAGE)]);
      setLoading(false);
    }, 150);
  }, []);
  const hasMore = rows.length < TOTAL;
  return (
    <GallerySection id="infinite-list" name="Lista infinita virtualizada">
      <GalleryGrid>
        <GalleryState name={`Ranking: linhas de 69 px, ${TOTAL.toLocaleString('pt-BR')} itens`} wide>
          <div data-testid="ranking-list">
            <InfiniteList
              label="Ranking da jornada"
              items={rows}
              itemHeight={69}
              height={420}
              hasMore={hasMore}
              loading={loading}
              onLoadMore={loadMore}
              getKey={(entry) => entry.rank}
              renderItem={(entry) => <RankingRow entry={entry} />}
            />
          </div>
          <p className={css({ fontSize: 'caption', color: 'fg.muted' })}>
            Carregados: <span data-testid="ranking-loaded">{rows.length}</span>
          </p>
        </GalleryState>
        <GalleryState name="Notificações: itens de 118 px">
          <InfiniteList
            label="Suas notificações"
            items={['Bem-vindo à Arena!', 'Crie seu avatar e ganhe 35 EXP', 'Vincule sua escola', 'Convide 5 amigos', 'Seu time foi confirmado']}
            itemHeight={118}
            height={300}
            hasMore={false}
            loading={false}
            onLoadMore={noop}
            renderItem={(text, index) => (
              <div className={css({ height: '100%', p: '4', borderRadius: 'xl', bg: 'bg.surface', borderWidth: '1px', borderStyle: 'solid', borderColor: 'border.default' })}>
                <strong>{text}</strong>
                <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>há {index + 1} h</p>
              </div>
            )}
          />
        </GalleryState>
        <GalleryState name="Lista vazia">
          <EmptyState title="Nenhuma notificação" description="Quando algo acontecer, você fica sabendo por aqui." />
        </GalleryState>
        <GalleryState name="Falha ao carregar">
          <ErrorState onRetry={() => showToast('info', m.common_retry())} />
        </GalleryState>
      </GalleryGrid>
    </GallerySection>
  );
}

export function CardsSection() {
  return (
    <GallerySection id="cards" name="Cartões de torneio e jornada">
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4' })}>
        <TournamentCard name="Copa Fortnite das Escolas" gameName="Fortnite" mode="SOLO" startDate="2025-03-05" subscriptionStatus="NOT_SUBSCRIBED" imageUrl={artwork(1, 'Fortnite')} href="#a" onNavigate={preventNavigation} />
        <TournamentCard name="Liga Rocket League — temporada de inverno com nome bem comprido" gameName="Rocket League" mode="SQUAD" startDate="2025-07-21" subscriptionStatus="COMPLETED" imageUrl={artwork(2, 'Rocket League')} href="#b" onNavigate={preventNavigation} />
        <TournamentCard name="Free Fire Royale" gameName="Free Fire" mode="SOLO_ROYALE" startDate="2025-12-01" subscriptionStatus="PENDING_DISCORD_SERVER_JOIN" href="#c" onNavigate={preventNavigation} />
        <CourseCard title="Interpretação de texto" durationMinutes={150} imageUrl={artwork(4, 'Leitura')} href="#d" onNavigate={preventNavigation} />
        <CourseCard title="Modo criativo do Fortnite" durationMinutes={45} tag="Inscrito" href="#e" onNavigate={preventNavigation} />
      </div>
      <GalleryGrid>
        <GalleryState name="Banner de jornada (não inscrito)" wide>
          <CourseBanner title="Play English" description="Aprenda inglês jogando: missões semanais, desafios e muito XP. Mais de 200 horas de conteúdo." coverUrl={artwork(3, '')} durationMinutes={12_030} subscribed={false} onJoin={noop} />
        </GalleryState>
        <GalleryState name="Banner de jornada (inscrito)" wide>
          <CourseBanner title="Raciocínio lógico" description="Continue de onde parou." durationMinutes={90} subscribed onJoin={noop} />
        </GalleryState>
      </GalleryGrid>
    </GallerySection>
  );
}

export function PlayerSection() {
  const [leveledUp, setLeveledUp] = useState(false);
  const copied = () => showToast('success', m.status_playIdCopied(), { duration: 1000 });
  const copyFailed = (playId: string) => showToast('warning', m.status_playIdCopyFailed({ playId }));
  return (
    <GallerySection id="player" name="Jogador, pontos e escola">
      <GalleryGrid>
        <GalleryState name="Com avatar">
          <PlayerCard playId="anasouza#4821" avatarUrl={artwork(5, '')} level={7} currentXp={340} nextLevelXp={500} onPlayIdCopied={copied} onPlayIdCopyFailed={copyFailed} onCreateAvatar={noop} onEdit={noop} leveledUp={leveledUp} />
          <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => setLeveledUp((v) => !v)}>
            {leveledUp ? 'Parar animação' : 'Simular subida de nível'}
          </button>
        </GalleryState>
        <GalleryState name="Sem avatar">
          <PlayerCard playId="jogadorcomnomebemgrande#77" level={1} currentXp={0} nextLevelXp={100} onPlayIdCopied={copied} onPlayIdCopyFailed={copyFailed} onCreateAvatar={noop} onEdit={noop} />
        </GalleryState>
        <GalleryState name="Pontos (jornada gratuita e premium)">
          <MatchPointsPanel free skills={[{ key: 'XP', value: 120, max: 300 }]} />
          <MatchPointsPanel
            free={false}
            total={87.25}
            skills={[
              { key: 'INTEGRAL_THINKING', value: 12.5, max: 20 },
              { key: 'STRATEGIC_INTELLIGENCE', value: 18, max: 20 },
              { key: 'LISTEN_AND_SPEAK', value: 4.25, max: 20 },
              { key: 'WRITE_AND_READ', value: 20, max: 20 },
              { key: 'ANALYTICAL_THINKING', value: 0, max: 20 },
              { key: 'EMOTIONAL_INTELLIGENCE', value: 9, max: 20 },
              { key: 'DIGITAL_FLUENCY', value: 15.5, max: 20 },
            ]}
          />
        </GalleryState>
        <GalleryState name="Escolas">
          <InstitutionCard name="Escola Estadual Professora Maria Aparecida da Silva" inepCode="35012345" type="PUBLIC" address="Rua das Flores, 120 — Centro, Campinas/SP" />
          <InstitutionCard name="Colégio Horizonte Ltda." aliasName="Colégio Horizonte" inepCode="41098765" type="PRIVATE" address="Av. Brasil, 2000 — Maringá/PR" action={<button type="button" className={button({ size: 'sm' })}>Selecionar</button>} />
        </GalleryState>
        <GalleryState name="Avaliação em estrelas">
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            {[0, 0.5, 1, 1.5, 2, 2.5, 3].map((rating) => (
              <div key={rating} className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
                <StarRating rating={rating} />
                <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{formatDecimal(rating, 1)}</span>
              </div>
            ))}
            <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
              <StarRating rating={starRatingFromScore(88)} />
              <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>nota 88</span>
            </div>
          </div>
        </GalleryState>
      </GalleryGrid>
    </GallerySection>
  );
}

export function TeamSection() {
  const list = css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: 0, m: 0 });
  return (
    <GallerySection id="team" name="Formação de time">
      <GalleryGrid>
        <GalleryState name="Visto pelo líder" wide>
          <ul className={list}>
            <TeamMemberRow kind="member" identification="lider#0001" viewerIsLeader isViewerRow isLeaderRow teamSubscribed={false} />
            <TeamMemberRow kind="member" identification="bia#2231" viewerIsLeader isViewerRow={false} teamSubscribed={false} onKickMember={noop} />
            <TeamMemberRow kind="invite" identification="caio@escola.edu.br" viewerIsLeader isViewerRow={false} teamSubscribed={false} onCancelInvite={noop} />
            <TeamMemberRow kind="empty" viewerIsLeader isViewerRow={false} teamSubscribed={false} onSendInvite={noop} />
          </ul>
        </GalleryState>
        <GalleryState name="Visto por um membro">
          <ul className={list}>
            <TeamMemberRow kind="member" identification="lider#0001" viewerIsLeader={false} isViewerRow={false} isLeaderRow teamSubscribed={false} />
            <TeamMemberRow kind="member" identification="eu#5555" viewerIsLeader={false} isViewerRow teamSubscribed={false} onLeaveTeam={noop} />
            <TeamMemberRow kind="invite" identification="duda#9090" viewerIsLeader={false} isViewerRow={false} teamSubscribed={false} />
          </ul>
        </GalleryState>
        <GalleryState name="Convite recebido / time inscrito">
          <ul className={list}>
            <TeamMemberRow kind="invite" identification="eu#5555" viewerIsLeader={false} isViewerRow teamSubscribed={false} onAcceptInvite={noop} onDeclineInvite={noop} />
            <TeamMemberRow kind="member" identification="bia#2231" viewerIsLeader isViewerRow={false} teamSubscribed />
          </ul>
        </GalleryState>
      </GalleryGrid>
    </GallerySection>
  );
}

export function CutsceneSection() {
  const [open, setOpen] = useState(false);
  return (
    <GallerySection id="cutscene" name="Cena com Lucas e Liz">
      <div>
        <button type="button" className={button()} onClick={() => setOpen(true)} data-testid="open-cutscene">
          Abrir cena
        </button>
      </div>
      <CutsceneDialog open={open} lines={cutscene} onClose={() => setOpen(false)} onFinish={() => setOpen(false)} />
    </GallerySection>
  );
}
