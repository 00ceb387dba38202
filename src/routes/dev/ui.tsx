import { createFileRoute } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { ThemeToggleContainer } from '@/routes/-shell/ThemeToggleContainer';
import { AutocompleteSection, BrazilianFieldsSection, ChoicesSection, TabsSection, TextFieldsSection } from './-ui/InputSections';
import { TeamFormationSection } from './-ui/TeamSections';
import { CardsSection, CarouselSection, CutsceneSection, ListSection, PlayerSection, ProgressSection, TeamSection } from './-ui/DisplaySections';

const sections = [
  ['text-fields', 'Campos de texto', TextFieldsSection],
  ['brazilian-fields', 'Campos brasileiros', BrazilianFieldsSection],
  ['choices', 'Opções', ChoicesSection],
  ['tabs', 'Abas', TabsSection],
  ['autocomplete', 'Autocompletar', AutocompleteSection],
  ['carousel', 'Carrosséis', CarouselSection],
  ['progress', 'Progresso', ProgressSection],
  ['infinite-list', 'Listas', ListSection],
  ['cards', 'Cartões', CardsSection],
  ['player', 'Jogador', PlayerSection],
  ['team', 'Time', TeamSection],
  ['team-formation', 'Times', TeamFormationSection],
  ['cutscene', 'Cena', CutsceneSection],
] as const;
const sectionIds: readonly string[] = sections.map(([id]) => id);

/**
 * `?sections=cards,player` shows those sections alone: a developer working on one component, or a
 * browser test about it, renders it without the rest of the gallery (the 50-card carousel, the
 * 10,000-row list). Unknown names are ignored; none left means the whole gallery.
 */
function readGallerySearch(search: Record<string, unknown>): { sections?: string } {
  const wanted = typeof search.sections === 'string' ? search.sections.split(',').filter((id) => sectionIds.includes(id)) : [];
  // Said even when none is left: the root's search keeps the raw parameter otherwise.
  return { sections: wanted.length > 0 ? wanted.join(',') : undefined };
}

// Development only: production builds ignore route files starting with "dev" (rsbuild.config.ts).
export const Route = createFileRoute('/dev/ui')({
  validateSearch: readGallerySearch,
  component: Gallery,
});

function Gallery() {
  const only = Route.useSearch().sections?.split(',');
  const shown = only ? sections.filter(([id]) => only.includes(id)) : sections;
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
                // A section not shown opens the whole gallery there.
                href={only && !only.includes(id) ? `/dev/ui#${id}` : `#${id}`}
                className={css({ display: 'inline-flex', alignItems: 'center', minHeight: '11', px: '3', borderRadius: 'full', whiteSpace: 'nowrap', fontWeight: '600', color: 'fg.link', _hover: { bg: 'bg.subtle' } })}
              >
                {name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main className={css({ display: 'flex', flexDirection: 'column', gap: '6', maxWidth: 'content', mx: 'auto', px: { base: '3', sm: '6' }, py: '6' })}>
        {shown.map(([id, , Section]) => (
          <Section key={id} />
        ))}
      </main>
    </div>
  );
}
