import { useState } from 'react';
import { sva } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';

const panel = sva({
  slots: ['root', 'title', 'image', 'text', 'actions', 'step'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '3', p: '5', borderRadius: '2xl', bg: 'bg.surface', borderWidth: '1px', borderStyle: 'solid', borderColor: 'border.default' },
    title: { textStyle: 'sectionTitle' },
    image: { width: '100%', maxHeight: '220px', objectFit: 'cover', borderRadius: 'xl', bg: 'bg.subtle' },
    text: { color: 'fg.default' },
    actions: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '3' },
    step: { fontSize: 'sm', color: 'fg.muted', fontWeight: '700' },
  },
})();

export interface SeasonPanelProps {
  awardsImageUrl?: string;
  description: string;
}

/** Season info (docs/product/journeys.md, Screens): step 1 the course awards image, step 2 the season description. */
export function SeasonPanel({ awardsImageUrl, description }: SeasonPanelProps) {
  const [step, setStep] = useState<1 | 2>(1);
  return (
    <section className={panel.root} aria-label={m.journey_seasonTitle()} data-testid="season-panel" data-step={step}>
      <h2 className={panel.title}>{step === 1 ? m.journey_seasonAwards() : m.journey_seasonAbout()}</h2>
      {step === 1 ? (
        awardsImageUrl ? (
          <img className={panel.image} src={awardsImageUrl} alt={m.journey_seasonAwardsAlt()} width={600} height={220} loading="lazy" />
        ) : (
          <p className={panel.text}>{m.journey_seasonNoAwards()}</p>
        )
      ) : (
        <p className={panel.text}>{description}</p>
      )}
      <div className={panel.actions}>
        <span className={panel.step}>{m.journey_seasonStep({ step: String(step) })}</span>
        {step === 1 ? (
          <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => setStep(2)}>
            {m.journey_seasonNext()}
          </button>
        ) : (
          <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => setStep(1)}>
            {m.common_back()}
          </button>
        )}
      </div>
    </section>
  );
}
