import type { ReactNode } from 'react';
import { css, sva } from 'styled-system/css';
import { formatDecimal } from '@/domain/format';
import type { RewardStep } from '@/domain/rewards/reward-steps';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { ProgressBar } from '@/ui/components/Progress';
import { Modal } from '@/ui/feedback/Modal';
import { TrophyIcon } from '@/ui/icons';

type MpSkill = RewardStep['matchPoints'][number]['key'];

const skillName: Record<MpSkill, () => string> = {
  INTEGRAL_THINKING: m.journey_skillIntegralThinking,
  STRATEGIC_INTELLIGENCE: m.journey_skillStrategicIntelligence,
  LISTEN_AND_SPEAK: m.journey_skillListenAndSpeak,
  WRITE_AND_READ: m.journey_skillWriteAndRead,
  ANALYTICAL_THINKING: m.journey_skillAnalyticalThinking,
  EMOTIONAL_INTELLIGENCE: m.journey_skillEmotionalIntelligence,
  DIGITAL_FLUENCY: m.journey_skillDigitalFluency,
};

const styles = sva({
  slots: ['step', 'subtitle', 'description', 'scoreRow', 'score', 'xp', 'levelUp', 'levelUpIcon', 'section', 'sectionTitle', 'list'],
  base: {
    step: { fontSize: 'sm', fontWeight: '700', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: '0.04em' },
    subtitle: { fontSize: 'lg', fontWeight: '800', color: 'fg.default', overflowWrap: 'anywhere' },
    description: { color: 'fg.muted', overflowWrap: 'anywhere' },
    scoreRow: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: '3', p: '3', borderRadius: 'xl', bg: 'bg.subtle' },
    score: { fontWeight: '800', fontSize: 'lg', fontVariantNumeric: 'tabular-nums' },
    xp: { fontWeight: '800', fontSize: '2xl', color: 'accent.secondary', fontVariantNumeric: 'tabular-nums' },
    levelUp: {
      display: 'flex',
      alignItems: 'center',
      gap: '3',
      p: '3',
      borderRadius: 'xl',
      bgGradient: 'to-r',
      gradientFrom: 'accent.default',
      gradientTo: 'accent.secondary',
      color: 'white',
      fontWeight: '800',
      animation: 'levelUpPop 900ms ease-out 2',
      _motionReduce: { animation: 'none' },
    },
    levelUpIcon: { flexShrink: 0 },
    section: { display: 'flex', flexDirection: 'column', gap: '2' },
    sectionTitle: { fontWeight: '800', color: 'fg.default' },
    list: { display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: 0, m: 0 },
  },
})();

export interface RewardDialogProps {
  /** The reward on screen, or null when the rewards could not be read. */
  step: RewardStep | null;
  index: number;
  total: number;
  /** The stars of the score, drawn by the journeys' star rating. */
  stars?: ReactNode;
  onContinue: () => void;
  onFinish: () => void;
  onClose: () => void;
}

/** Reward dialog (docs/product/rewards.md, States): one reward per step, continue to the next, finish on the last. */
export function RewardDialog({ step, index, total, stars, onContinue, onFinish, onClose }: RewardDialogProps) {
  if (!step) {
    return (
      <Modal
        open
        role="alertdialog"
        title={m.rewards_failedTitle()}
        description={m.rewards_failedText()}
        onDismiss={onClose}
        onClose={onClose}
        footer={
          <button type="button" className={button({ variant: 'primary' })} onClick={onClose}>
            {m.rewards_close()}
          </button>
        }
      />
    );
  }
  const last = index >= total - 1;
  const maxMp = Math.max(...step.matchPoints.map((skill) => skill.value), 1);
  return (
    <Modal
      open
      title={m.rewards_title()}
      onDismiss={onClose}
      onClose={onClose}
      footer={
        last ? (
          <button type="button" className={button({ variant: 'primary' })} onClick={onFinish}>
            {m.rewards_finish()}
          </button>
        ) : (
          <button type="button" className={button({ variant: 'primary' })} onClick={onContinue}>
            {m.rewards_continue()}
          </button>
        )
      }
    >
      <div data-testid="reward-step" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        {total > 1 ? <p className={styles.step}>{m.rewards_step({ current: String(index + 1), total: String(total) })}</p> : null}
        <p className={styles.subtitle}>{step.title}</p>
        {step.description ? <p className={styles.description}>{step.description}</p> : null}
        {step.score !== null ? (
          <div className={styles.scoreRow}>
            <span className={styles.score}>{m.rewards_score({ score: formatDecimal(step.score, step.score % 1 === 0 ? 0 : 1) })}</span>
            {stars}
          </div>
        ) : null}
        <p className={styles.xp}>+{m.common_xpGained({ xp: String(step.xpGained) })}</p>
        {step.leveledUp ? (
          <p className={styles.levelUp} data-testid="reward-levelup" role="status">
            <TrophyIcon size={28} className={styles.levelUpIcon} />
            <span>
              {m.common_levelUp()} {m.rewards_levelChange({ from: String(step.oldLevel), to: String(step.level) })}
            </span>
          </p>
        ) : null}
        <ProgressBar
          label={m.common_levelProgress({ level: String(step.level + 1) })}
          value={step.levelXp}
          max={step.nextLevelXp}
          valueText={m.rewards_levelXp({ xp: String(step.levelXp), next: String(step.nextLevelXp) })}
        />
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          {m.common_level({ level: String(step.level) })} · {m.common_xpForNextLevel({ xp: String(step.xpToNextLevel) })}
        </p>
        {step.matchPoints.length > 0 ? (
          <section className={styles.section} aria-label={m.rewards_matchPoints()}>
            <h3 className={styles.sectionTitle}>{m.rewards_matchPoints()}</h3>
            <ul className={styles.list}>
              {step.matchPoints.map((skill) => (
                <li key={skill.key}>
                  <ProgressBar label={skillName[skill.key]()} value={skill.value} max={maxMp} valueText={m.rewards_mpValue({ value: formatDecimal(skill.value, 2) })} size="sm" />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </Modal>
  );
}
