import { sva } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { formatDecimal } from '@/domain/format';
import type { SkillKey } from '@/domain/skills';
import { ProgressBar } from '@/ui/components/Progress';

export type { SkillKey };

const skillName: Record<SkillKey, () => string> = {
  INTEGRAL_THINKING: m.journey_skillIntegralThinking,
  STRATEGIC_INTELLIGENCE: m.journey_skillStrategicIntelligence,
  LISTEN_AND_SPEAK: m.journey_skillListenAndSpeak,
  WRITE_AND_READ: m.journey_skillWriteAndRead,
  ANALYTICAL_THINKING: m.journey_skillAnalyticalThinking,
  EMOTIONAL_INTELLIGENCE: m.journey_skillEmotionalIntelligence,
  DIGITAL_FLUENCY: m.journey_skillDigitalFluency,
  XP: m.journey_skillXp,
};

export interface SkillPoints {
  key: SkillKey;
  value: number;
  max: number;
}

export interface MatchPointsPanelProps {
  /** A free course shows 'XP' as its title; others 'MatchPoints'. */
  free: boolean;
  skills: SkillPoints[];
  /** The performance summary (total points). */
  total?: number;
}

const styles = sva({
  slots: ['root', 'header', 'title', 'total', 'list'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      gap: '4',
      p: '5',
      borderRadius: '2xl',
      bg: 'bg.surface',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'border.default',
      width: '100%',
    },
    header: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' },
    title: { textStyle: 'sectionTitle', color: 'fg.default' },
    total: { fontWeight: '800', color: 'accent.secondary', fontVariantNumeric: 'tabular-nums' },
    list: { display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', p: 0, m: 0 },
  },
})();

/** Points per skill in a journey, each bar against that skill's maximum. */
export function MatchPointsPanel({ free, skills, total }: MatchPointsPanelProps) {
  const title = free ? m.journey_xpTitle() : m.journey_matchPointsTitle();
  return (
    <section className={styles.root} aria-label={title}>
      <div className={styles.header}>
        <h3 className={styles.title}>{title}</h3>
        {total !== undefined ? <span className={styles.total}>{m.journey_performanceSummary({ total: formatDecimal(total, 2) })}</span> : null}
      </div>
      <ul className={styles.list}>
        {skills.map((skill) => (
          <li key={skill.key}>
            <ProgressBar
              label={skillName[skill.key]()}
              value={skill.value}
              max={skill.max > 0 ? skill.max : 1}
              valueText={m.journey_skillValue({ value: formatDecimal(skill.value, 2), max: formatDecimal(skill.max, 2) })}
              size="sm"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
