import { useState, type ReactNode } from 'react';
import { css, sva } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { LizMascot, LucasMascot } from '@/ui/assets/mascots';
import { button } from '@/ui/button';
import { Modal } from '@/ui/feedback/Modal';

export type Mascot = 'lucas' | 'liz';

export interface CutsceneLine {
  speaker: Mascot;
  text: string;
}

export interface CutsceneDialogProps {
  open: boolean;
  lines: CutsceneLine[];
  /** The last line's button. */
  onFinish: () => void;
  /** Escape, the backdrop, the close or the skip button. */
  onClose: () => void;
}

const styles = sva({
  slots: ['stage', 'portrait', 'bubble', 'progress'],
  base: {
    stage: { display: 'flex', flexDirection: { base: 'column', sm: 'row' }, alignItems: 'center', gap: '4' },
    portrait: {
      flexShrink: 0,
      display: 'grid',
      placeItems: 'end center',
      w: '36',
      h: '36',
      borderRadius: 'full',
      overflow: 'hidden',
      bgGradient: 'to-b',
      '&[data-speaker=lucas]': { gradientFrom: 'purple.200', gradientTo: 'purple.400' },
      '&[data-speaker=liz]': { gradientFrom: 'magenta.100', gradientTo: 'magenta.300' },
      '& svg': { animation: 'mascotBob 2.4s ease-in-out infinite', _motionReduce: { animation: 'none' } },
    },
    bubble: {
      position: 'relative',
      flex: '1',
      p: '4',
      borderRadius: '2xl',
      bg: 'bg.subtle',
      color: 'fg.default',
      fontSize: '1.05rem',
      lineHeight: '1.5',
      minHeight: '6rem',
      width: '100%',
    },
    progress: { color: 'fg.muted', fontSize: 'sm', fontWeight: '600', me: 'auto', alignSelf: 'center' },
  },
})();

const speakerName: Record<Mascot, () => string> = { lucas: m.cutScene_lucas, liz: m.cutScene_liz };

export interface CutsceneParts {
  /** The speaking mascot's name, the dialog title. */
  title: string;
  body: ReactNode;
  footer: ReactNode;
}

/**
 * The cutscene's parts (title, stage, buttons) for a modal that shows other steps too, so one
 * dialog stays open from step to step. `resetKey` restarts at the first line when it changes.
 */
export function useCutscene({ lines, onFinish, onClose, resetKey }: { lines: CutsceneLine[]; onFinish: () => void; onClose: () => void; resetKey?: unknown }): CutsceneParts | null {
  const [index, setIndex] = useState(0);
  const [shownFor, setShownFor] = useState(resetKey);
  if (shownFor !== resetKey) {
    setShownFor(resetKey);
    setIndex(0);
  }
  const line = lines[Math.min(index, lines.length - 1)];
  if (!line) return null;
  const last = index >= lines.length - 1;
  const Portrait = line.speaker === 'lucas' ? LucasMascot : LizMascot;
  return {
    title: speakerName[line.speaker](),
    footer: (
      <>
        <span className={styles.progress}>{m.cutScene_progress({ index: String(index + 1), count: String(lines.length) })}</span>
        {index > 0 ? (
          <button type="button" className={button({ variant: 'ghost' })} onClick={() => setIndex((i) => i - 1)}>
            {m.cutScene_previous()}
          </button>
        ) : (
          <button type="button" className={button({ variant: 'ghost' })} onClick={onClose}>
            {m.cutScene_skip()}
          </button>
        )}
        <button type="button" className={button({ variant: 'primary' })} onClick={() => (last ? onFinish() : setIndex((i) => i + 1))} data-autofocus>
          {last ? m.cutScene_finish() : m.cutScene_next()}
        </button>
      </>
    ),
    body: (
      <>
        <div className={styles.stage}>
          <div className={styles.portrait} data-speaker={line.speaker}>
            <Portrait size={132} />
          </div>
          <p className={styles.bubble} aria-live="polite">
            {line.text}
          </p>
        </div>
        <span className={css({ srOnly: true })}>{m.cutScene_title()}</span>
      </>
    ),
  };
}

/** Lucas and Liz take turns speaking (docs/product/shell.md, States); Next, Back and a final call to action. */
export function CutsceneDialog({ open, lines, onFinish, onClose }: CutsceneDialogProps) {
  const parts = useCutscene({ lines, onFinish, onClose, resetKey: open });
  if (!parts) return null;
  return (
    <Modal open={open} title={parts.title} onDismiss={onClose} onClose={onClose} footer={parts.footer}>
      {parts.body}
    </Modal>
  );
}
