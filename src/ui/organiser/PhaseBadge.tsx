import { cva } from 'styled-system/css';
import type { PlayPhase } from '@/contract/play';
import { PHASE_LABELS } from './labels';

const badge = cva({
  base: { display: 'inline-flex', alignItems: 'center', gap: '1.5', px: '2.5', py: '0.5', borderRadius: 'full', fontSize: 'xs', fontWeight: '800', whiteSpace: 'nowrap', borderWidth: '1px', borderStyle: 'solid' },
  variants: {
    tone: {
      quiet: { bg: 'bg.subtle', color: 'fg.muted', borderColor: 'border.default' },
      open: { bg: 'accent.subtle', color: 'accent.emphasis', borderColor: 'accent.default' },
      live: { bg: 'accent.secondary', color: 'fg.onAccent', borderColor: 'accent.secondary', _dark: { color: 'slate.950' } },
      done: { bg: 'bg.surface', color: 'fg.default', borderColor: 'border.strong' },
    },
  },
});

const TONE: Record<PlayPhase, 'quiet' | 'open' | 'live' | 'done'> = {
  DRAFT: 'quiet',
  OPEN: 'open',
  WAITING_START: 'open',
  CHECK_IN: 'live',
  RUNNING: 'live',
  CONCLUDED: 'done',
};

/** The event's phase in words, coloured by how live it is (docs/product/play.md, States: Event phase). */
export function PhaseBadge({ phase }: { phase: PlayPhase }) {
  return (
    <span className={badge({ tone: TONE[phase] })} data-testid="phase-badge" data-phase={phase}>
      {PHASE_LABELS[phase]()}
    </span>
  );
}
