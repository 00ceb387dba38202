import { createFileRoute } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { ThemeToggleContainer } from '@/routes/-shell/ThemeToggleContainer';
import { AutocompleteSection, BrazilianFieldsSection, ChoicesSection, TabsSection, TextFieldsSection } from './-ui/InputSections';
import { TeamFormationSection } from './-ui/TeamSections';
import { CardsSection, CarouselSection, CutsceneSection, ListSection, PlayerSection, ProgressSection, TeamSection } from './-ui/DisplaySections';

// Development only: production builds ignore route files starting with "dev" (rsbuild.config.ts).
export const Route = createFileRoute('/dev/ui')({
  component: Gallery,
});

const sections = [
  ['text-fields', 'Campos de texto'],
  ['brazilian-fields', 'Campos brasileiros'],
  ['choices', 'Opções'],
  ['tabs', 'Abas'],
  ['autocomplete', 'Autocompletar'],
  ['carousel', 'Carrosséis'],
  ['progress', 'Progresso'],
  ['infinite-list', 'Listas'],
  ['cards', 'Cartões'],
  ['player', 'Jogador'],
  ['team', 'Time'],
  ['team-formation', 'Times'],
  ['cutscene', 'Cena'],
] as const;

function Gallery() {
  return (
    <div className={css({ minHeight: '100dvh', bg: 'bg.surface', color: 'fg.default' })}>
      <header
        className={css({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '3',
          px: { base: '4', sm: '6' },
          py: '3',
          bg: 'bg.header',
          color: 'fg.onHeader',
        })}
      >
        <h1 className={css({ fontFamily: 'heading', fontWeight: '800', fontSize: { base: '1.1rem', sm: '1.4rem' } })}>Galeria do design system</h1>
        <ThemeToggleContainer />
      </header>
      <nav aria-label="Seções da galeria" className={css({ px: { base: '4', sm: '6' }, py: '2', borderBottomWidth: '1px', borderColor: 'border.default', overflowX: 'auto' })}>
        <ul className={css({ display: 'flex', gap: '1', listStyle: 'none', p: 0, m: 0 })}>
          {sections.map(([id, name]) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className={css({ display: 'inline-flex', alignItems: 'center', minHeight: '11', px: '3', borderRadius: 'full', whiteSpace: 'nowrap', fontWeight: '600', color: 'fg.link', _hover: { bg: 'bg.subtle' } })}
              >
                {name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main className={css({ display: 'flex', flexDirection: 'column', gap: '6', maxWidth: 'content', mx: 'auto', px: { base: '3', sm: '6' }, py: '6' })}>
        <TextFieldsSection />
        <BrazilianFieldsSection />
        <ChoicesSection />
        <TabsSection />
        <AutocompleteSection />
        <CarouselSection />
        <ProgressSection />
        <ListSection />
        <CardsSection />
        <PlayerSection />
        <TeamSection />
        <TeamFormationSection />
        <CutsceneSection />
      </main>
    </div>
  );
}
