import { css } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { LizMascot, LucasMascot } from '@/ui/assets/mascots';
import { button } from '@/ui/button';
import { Modal } from '@/ui/feedback/Modal';

export interface WelcomeModalProps {
  open: boolean;
  step: 1 | 2;
  totalSteps: number;
  name: string;
  saving: boolean;
  onNext: () => void;
  onPrevious: () => void;
  onSkip: () => void;
  onConclude: () => void;
  /** A guardian is welcomed to supervising, not to playing (docs/product/guardians.md, Screens). */
  audience?: 'player' | 'guardian';
}

const tip = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  p: '3',
  borderRadius: 'xl',
  bg: 'bg.subtle',
  fontWeight: '600',
  _before: { content: '"★"', color: 'accent.secondary', fontSize: '1.1rem' },
});

/** Welcome onboarding (docs/product/shell.md, States): two steps with the mascots; skip, previous/next, conclude. */
const TEXTS = {
  player: { intro: m.modal_welcomeStep1Text, tips: [m.modal_welcomeTipSchool, m.modal_welcomeTipAvatar, m.modal_welcomeTipJourney] },
  guardian: { intro: m.modal_welcomeGuardianText, tips: [m.modal_welcomeGuardianTipLink, m.modal_welcomeGuardianTipPanel, m.modal_welcomeGuardianTipRevoke] },
};

export function WelcomeModal({ open, step, totalSteps, name, saving, onNext, onPrevious, onSkip, onConclude, audience = 'player' }: WelcomeModalProps) {
  const texts = TEXTS[audience];
  const title = step === 1 ? m.modal_welcomeStep1Title({ name }) : m.modal_welcomeStep2Title();
  return (
    <Modal
      open={open}
      locked={saving}
      title={title}
      onDismiss={onSkip}
      onClose={onSkip}
      hideCloseButton
      footer={
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', w: '100%' })}>
          <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={onSkip} disabled={saving}>
            {m.modal_welcomeSkip()}
          </button>
          <span className={css({ flex: 1 })} />
          {step === 2 ? (
            <button type="button" className={button({ variant: 'secondary' })} onClick={onPrevious} disabled={saving}>
              {m.modal_welcomePrevious()}
            </button>
          ) : null}
          {step === 1 ? (
            <button type="button" className={button()} onClick={onNext}>
              {m.modal_welcomeNext()}
            </button>
          ) : (
            <button type="button" className={button({ variant: 'accent' })} onClick={onConclude} disabled={saving} aria-busy={saving}>
              {saving ? m.modal_welcomeSaving() : m.modal_welcomeConclude()}
            </button>
          )}
        </div>
      }
    >
      <p className={css({ textStyle: 'small', color: 'fg.muted', fontWeight: '700', textTransform: 'uppercase', letterSpacing: '0.08em' })}>
        {m.modal_welcomeStepOf({ step: String(step), total: String(totalSteps) })}
      </p>
      <div className={css({ display: 'flex', justifyContent: 'center', gap: '2', py: '2' })} aria-hidden="true">
        {step === 1 ? <LucasMascot size={120} /> : <LizMascot size={120} />}
      </div>
      {step === 1 ? (
        <p>{texts.intro()}</p>
      ) : (
        <>
          <p>{m.modal_welcomeStep2Text()}</p>
          <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            {texts.tips.map((text) => (
              <li key={text()} className={tip}>
                {text()}
              </li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}
