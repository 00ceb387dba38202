import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { useCutscene, type CutsceneLine } from '@/ui/components';
import { useStepFocus } from '@/ui/components/use-step-focus';
import type { TournamentModalScreen } from '@/domain/tournaments/modal-screens';
import { Modal } from '@/ui/feedback/Modal';
import { SoloSignupForm, type SoloSignupFormProps } from './SoloSignupForm';

/** The tournament modal steps this panel draws (docs/product/tournaments.md, States). */
export interface TournamentModalProps {
  step: TournamentModalScreen;
  eventName: string;
  /** A request is in flight: the modal cannot be dismissed. */
  busy: boolean;
  form: Omit<SoloSignupFormProps, 'busy' | 'onCancel'>;
  /** The success cutscene adds the Discord line when the invite comes next. */
  discordNext: boolean;
  /** The school-link form, provided by the route (another feature's flow). */
  schoolLinkSlot: ReactNode;
  /** The team formation screen, provided by the route (another feature's flow). */
  teamSlot: ReactNode;
  discordInviteUrl: string;
  /** The current step is done (a cutscene's last line, the invite acknowledged). */
  onContinue: () => void;
  /** The close button, Escape, the backdrop or "not now". */
  onClose: () => void;
}

const discordCard = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: '4',
  borderRadius: 'xl',
  bg: 'bg.subtle',
  lineHeight: '1.5',
});

function cutsceneLines(step: TournamentModalScreen, discordNext: boolean): CutsceneLine[] {
  if (step === 'schoolLinkCutscene')
    return [
      { speaker: 'lucas', text: m.tournamentModal_schoolLinkLine1() },
      { speaker: 'liz', text: m.tournamentModal_schoolLinkLine2() },
      { speaker: 'lucas', text: m.tournamentModal_schoolLinkLine3() },
    ];
  if (step === 'successCutscene')
    return [
      { speaker: 'liz', text: m.tournamentModal_successLine1() },
      { speaker: 'lucas', text: discordNext ? m.tournamentModal_successDiscordLine() : m.tournamentModal_successLine2() },
    ];
  if (step === 'verifyOnDiscord')
    return [
      { speaker: 'lucas', text: m.tournamentModal_verifyLine1() },
      { speaker: 'liz', text: m.tournamentModal_verifyLine2() },
    ];
  return [];
}

/**
 * The tournament subscription modal: cutscenes with Lucas and Liz, the school-link step, the solo
 * form and the Discord invite. One dialog stays open from step to step; only its content changes.
 */
export function TournamentModal({ step, eventName, busy, form, discordNext, schoolLinkSlot, teamSlot, discordInviteUrl, onContinue, onClose }: TournamentModalProps) {
  const anchor = useStepFocus(step);
  const cutscene = useCutscene({ lines: cutsceneLines(step, discordNext), onFinish: onContinue, onClose, resetKey: step });
  const common = { open: true, onDismiss: onClose, onClose };

  if (cutscene) {
    return (
      <Modal {...common} title={cutscene.title} footer={cutscene.footer}>
        <div key={step} ref={anchor}>
          {cutscene.body}
        </div>
      </Modal>
    );
  }

  if (step === 'schoolLinkForm') {
    return (
      <Modal {...common} title={m.tournamentModal_schoolLinkTitle()}>
        <div ref={anchor}>{schoolLinkSlot}</div>
      </Modal>
    );
  }

  if (step === 'teamSteps') {
    return (
      <Modal {...common} title={m.tournamentModal_teamTitle({ name: eventName })}>
        <div ref={anchor}>{teamSlot}</div>
      </Modal>
    );
  }

  if (step === 'discordInvite') {
    return (
      <Modal
        {...common}
        title={m.tournamentModal_discordInviteTitle()}
        footer={
          <>
            <a href={discordInviteUrl} target="_blank" rel="noopener noreferrer" className={button({ variant: 'secondary' })}>
              {m.tournamentModal_discordInviteLink()}
            </a>
            <button type="button" className={button({ variant: 'primary' })} onClick={onContinue} data-autofocus>
              {m.tournamentModal_discordInviteDone()}
            </button>
          </>
        }
      >
        <div className={discordCard} ref={anchor}>
          <p>{m.tournamentModal_discordInviteText()}</p>
        </div>
      </Modal>
    );
  }

  return (
    <Modal {...common} locked={busy} title={m.tournamentModal_formTitle({ name: eventName })} hideCloseButton={busy}>
      <div ref={anchor}>
        <SoloSignupForm {...form} busy={busy} onCancel={onClose} />
      </div>
    </Modal>
  );
}
