import { css, sva } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { formatDecimal, levelProgress, splitPlayId } from '@/domain/format';
import { button } from '@/ui/button';
import { CopyIcon, PencilIcon, PlusIcon, UserIcon } from '@/ui/icons';
import { ProgressBar } from '@/ui/components/Progress';

const styles = sva({
  slots: ['root', 'top', 'avatarWrap', 'avatar', 'edit', 'level', 'playId', 'playName', 'playNumber', 'xp', 'burst', 'announce'],
  base: {
    root: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: '3',
      width: '100%',
      maxWidth: '320px',
      p: '5',
      borderRadius: '2xl',
      bg: 'bg.surface',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'border.default',
      boxShadow: '0 6px 18px rgba(20, 6, 48, 0.10)',
      overflow: 'hidden',
    },
    top: { position: 'relative' },
    avatarWrap: {
      position: 'relative',
      w: '32',
      h: '32',
      borderRadius: 'full',
      p: '1',
      bgGradient: 'to-br',
      gradientFrom: 'accent.default',
      gradientTo: 'accent.secondary',
      '&[data-levelup]': { animation: 'levelUpPop 900ms ease-out 2' },
      _motionReduce: { '&[data-levelup]': { animation: 'none' } },
    },
    avatar: {
      w: '100%',
      h: '100%',
      borderRadius: 'full',
      objectFit: 'cover',
      bg: 'bg.subtle',
      display: 'grid',
      placeItems: 'center',
      color: 'accent.default',
      overflow: 'hidden',
    },
    edit: {
      position: 'absolute',
      top: '0',
      insetInlineEnd: '-2',
      display: 'grid',
      placeItems: 'center',
      w: '11',
      h: '11',
      borderRadius: 'full',
      bg: 'bg.surface',
      color: 'accent.default',
      borderWidth: '2px',
      borderStyle: 'solid',
      borderColor: 'accent.default',
      cursor: 'pointer',
      _hover: { bg: 'accent.subtle' },
    },
    level: {
      position: 'absolute',
      bottom: '-2',
      left: '50%',
      transform: 'translateX(-50%)',
      whiteSpace: 'nowrap',
      px: '3',
      py: '0.5',
      borderRadius: 'full',
      bg: 'accent.secondary',
      color: 'white',
      fontWeight: '800',
      fontSize: 'caption',
      _dark: { color: 'slate.950' },
    },
    playId: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      minHeight: '11',
      px: '3',
      borderRadius: 'full',
      cursor: 'pointer',
      color: 'fg.default',
      maxWidth: '100%',
      _hover: { bg: 'bg.subtle' },
      '& svg': { flexShrink: 0 },
    },
    playName: { fontWeight: '800', fontSize: '1.15rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    playNumber: { color: 'fg.muted', fontWeight: '600' },
    xp: { display: 'flex', justifyContent: 'space-between', width: '100%', gap: '2', fontSize: 'caption', color: 'fg.muted', fontWeight: '600' },
    burst: {
      position: 'absolute',
      inset: 0,
      pointerEvents: 'none',
      background: 'radial-gradient(circle at 50% 30%, token(colors.magenta.300) 0%, transparent 60%)',
      opacity: 0,
      animation: 'levelUpGlow 1800ms ease-out',
      _motionReduce: { animation: 'none' },
    },
    announce: {
      px: '3',
      py: '1',
      borderRadius: 'full',
      bg: 'accent.subtle',
      color: 'accent.emphasis',
      fontWeight: '800',
    },
  },
})();

export interface PlayerCardProps {
  playId: string;
  avatarUrl?: string | null;
  level: number;
  /** Experience gained within the current level. */
  currentXp: number;
  /** Experience the next level needs. */
  nextLevelXp: number;
  /** Plays the level-up celebration (skipped when the user prefers reduced motion). */
  leveledUp?: boolean;
  /** Called after the play id is on the clipboard; the screen shows the 1 s toast. */
  onPlayIdCopied: (playId: string) => void;
  /** Called when the browser refuses the clipboard (insecure page, permission denied). */
  onPlayIdCopyFailed: (playId: string) => void;
  onCreateAvatar: () => void;
  onEdit: () => void;
}

/** The profile side card: avatar, play id (copy on click), level and XP progress. */
export function PlayerCard({ playId, avatarUrl, level, currentXp, nextLevelXp, leveledUp, onPlayIdCopied, onPlayIdCopyFailed, onCreateAvatar, onEdit }: PlayerCardProps) {
  const s = styles;
  const { name, number } = splitPlayId(playId);
  const toNext = Math.max(0, nextLevelXp - currentXp);

  async function copy() {
    try {
      await navigator.clipboard.writeText(playId);
    } catch {
      onPlayIdCopyFailed(playId);
      return;
    }
    onPlayIdCopied(playId);
  }

  return (
    <section className={s.root} aria-label={m.common_profile()}>
      {leveledUp ? <div className={s.burst} aria-hidden="true" /> : null}
      <div className={s.top}>
        <div className={s.avatarWrap} data-levelup={leveledUp ? '' : undefined}>
          <div className={s.avatar}>
            {avatarUrl ? (
              <img src={avatarUrl} alt={m.common_avatarAlt({ name })} className={css({ w: '100%', h: '100%', objectFit: 'cover' })} />
            ) : (
              <UserIcon size={56} />
            )}
          </div>
          <span className={s.level}>{m.common_level({ level: String(level) })}</span>
        </div>
        <button type="button" className={s.edit} onClick={onEdit} aria-label={m.common_editProfile()}>
          <PencilIcon size={18} />
        </button>
      </div>
      {leveledUp ? (
        <p className={s.announce} role="status">
          {m.common_levelUp()}
        </p>
      ) : null}
      <button type="button" className={s.playId} onClick={copy} aria-label={m.common_copyPlayId({ playId })}>
        <span className={s.playName}>{name}</span>
        {number ? <span className={s.playNumber}>#{number}</span> : null}
        <CopyIcon size={18} />
      </button>
      {avatarUrl ? null : (
        <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={onCreateAvatar}>
          <PlusIcon size={18} />
          {m.common_createAvatar()}
        </button>
      )}
      <ProgressBar
        label={m.common_levelProgress({ level: String(level + 1) })}
        value={levelProgress(currentXp, nextLevelXp)}
        valueText={`${formatDecimal(currentXp)} / ${formatDecimal(nextLevelXp)} XP`}
        hideLabel
      />
      <div className={s.xp}>
        <span>{m.common_xpGained({ xp: formatDecimal(currentXp) })}</span>
        <span>{m.common_xpForNextLevel({ xp: formatDecimal(toNext) })}</span>
      </div>
    </section>
  );
}
