import type { FormEvent, ReactNode } from 'react';
import { css } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import type { PremiumDialogScreen } from '@/domain/premium/dialog-screens';
import { NoticeBanner } from '@/ui/components/NoticeBanner';
import { TextField } from '@/ui/components/TextField';
import { useCutscene, type CutsceneLine } from '@/ui/components/CutsceneDialog';
import { useStepFocus } from '@/ui/components/use-step-focus';
import { Modal } from '@/ui/feedback/Modal';
import { InfoIcon } from '@/ui/icons/InfoIcon';
import { SuccessIcon } from '@/ui/icons/SuccessIcon';
import { TrophyIcon } from '@/ui/icons/TrophyIcon';
import { WarningIcon } from '@/ui/icons/WarningIcon';

export interface PremiumDialogProps {
  step: PremiumDialogScreen;
  /** Premium is active: the clan step speaks to a subscriber, not about a course. */
  vip: boolean;
  /** The code form says the premium ended (isVipOnce and not VIP) instead of inviting a first code. */
  expired: boolean;
  code: string;
  /** The refusal of the last submit, already in pt-BR. */
  codeError: string | null;
  canSubmit: boolean;
  /** When premium ends or ended, formatted (dd/mm/yyyy); null when unknown. */
  activeUntil: string | null;
  /** When the cancellation was requested, formatted; null when unknown. */
  requestedAt: string | null;
  /** The school-link form, provided by the route (another feature's flow). */
  schoolLinkSlot: ReactNode;
  onCodeChange: (code: string) => void;
  onSubmitCode: () => void;
  /** The alert's button, or a cutscene's last line. */
  onContinue: () => void;
  onAgeConfirm: () => void;
  onCancellationRequest: () => void;
  onCancellationConfirm: () => void;
  onCancellationBack: () => void;
  /** The close button, Escape, the backdrop or "not now". */
  onClose: () => void;
}

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4', lineHeight: '1.5' });
const lead = css({ fontSize: '1.05rem', color: 'fg.default' });
const muted = css({ color: 'fg.muted' });
const plans = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  p: '4',
  borderRadius: 'xl',
  bgGradient: 'to-r',
  gradientFrom: 'purple.600',
  gradientTo: 'magenta.600',
  color: 'white',
  fontWeight: '700',
});
const form = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const actions = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '3' });

function cutsceneLines(step: PremiumDialogScreen, vip: boolean): CutsceneLine[] {
  if (step === 'clanCutscene' && vip)
    return [
      { speaker: 'lucas', text: m.premium_clanVipLine1() },
      { speaker: 'liz', text: m.premium_clanVipLine2() },
    ];
  if (step === 'clanCutscene')
    return [
      { speaker: 'lucas', text: m.premium_clanLine1() },
      { speaker: 'liz', text: m.premium_clanLine2() },
    ];
  if (step === 'ageCutscene')
    return [
      { speaker: 'liz', text: m.premium_ageLine1() },
      { speaker: 'lucas', text: m.premium_ageLine2() },
    ];
  return [];
}

/**
 * The premium (VIP) dialog: the alert with the promotion and the plans (text only, no money), the
 * clan step, the age alerts, the activation code form (first code or after expiry), the success
 * message, and for subscribers the VIP text with the cancellation request.
 */
export function PremiumDialog(props: PremiumDialogProps) {
  const { step, onClose, onContinue } = props;
  const anchor = useStepFocus(step);
  const cutscene = useCutscene({ lines: cutsceneLines(step, props.vip), onFinish: onContinue, onClose, resetKey: step });
  const busy = step === 'redeeming' || step === 'success' || step === 'cancelSending';
  const common = { open: true, onDismiss: onClose, onClose, locked: busy, hideCloseButton: busy };

  if (cutscene) {
    return (
      <Modal {...common} title={cutscene.title} footer={cutscene.footer}>
        <div key={step} ref={anchor}>
          {cutscene.body}
        </div>
      </Modal>
    );
  }

  if (step === 'clanForm') {
    return (
      <Modal {...common} title={m.premium_clanFormTitle()}>
        <div ref={anchor}>{props.schoolLinkSlot}</div>
      </Modal>
    );
  }

  if (step === 'ageConfirm') {
    return (
      <Modal
        {...common}
        role="alertdialog"
        title={m.premium_ageConfirmTitle()}
        description={m.premium_ageConfirmText()}
        hideCloseButton
        footer={
          <>
            <button type="button" className={button({ variant: 'secondary' })} onClick={onClose}>
              {m.premium_ageConfirmNo()}
            </button>
            <button type="button" className={button({ variant: 'primary' })} onClick={props.onAgeConfirm} data-autofocus>
              {m.premium_ageConfirmYes()}
            </button>
          </>
        }
      >
        <div ref={anchor} />
      </Modal>
    );
  }

  if (step === 'checking' || step === 'alert') {
    return (
      <Modal
        {...common}
        title={m.premium_title()}
        footer={
          <button type="button" className={button({ variant: 'primary' })} onClick={onContinue} disabled={step === 'checking'} aria-busy={step === 'checking' || undefined} data-autofocus>
            {step === 'checking' ? m.premium_checkingCourse() : m.premium_continue()}
          </button>
        }
      >
        <div className={stack} ref={anchor} data-testid="premium-alert">
          <p className={lead}>{m.premium_alertIntro()}</p>
          <p className={plans}>
            <TrophyIcon size={28} />
            <span>{m.premium_alertPlans()}</span>
          </p>
          <NoticeBanner tone="info" icon={<InfoIcon size={20} />} title={m.premium_alertPromotionTitle()}>
            {m.premium_alertPromotion()}
          </NoticeBanner>
          <p className={muted}>{m.premium_alertCode()}</p>
        </div>
      </Modal>
    );
  }

  if (step === 'success') {
    return (
      <Modal {...common} title={m.premium_successTitle()}>
        <div className={stack} ref={anchor} role="status" data-testid="premium-success">
          <NoticeBanner tone="success" icon={<SuccessIcon size={20} />} title={m.status_redeemPremium_success()}>
            {m.premium_successReloading()}
          </NoticeBanner>
        </div>
      </Modal>
    );
  }

  if (step === 'code' || step === 'redeeming') {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      if (props.canSubmit && step === 'code') props.onSubmitCode();
    };
    return (
      <Modal {...common} title={props.expired ? m.premium_expiredTitle() : m.premium_noneTitle()}>
        <div className={stack} ref={anchor}>
          {props.expired ? (
            <NoticeBanner tone="warning" icon={<WarningIcon size={20} />} title={m.premium_expiredTitle()} testId="premium-expired">
              {props.activeUntil ? m.premium_expiredOn({ date: props.activeUntil }) : m.premium_expiredText()}
            </NoticeBanner>
          ) : (
            <p className={lead}>{m.premium_noneText()}</p>
          )}
          <form className={form} onSubmit={submit} noValidate data-testid="premium-code-form">
            <TextField
              label={m.premium_codeLabel()}
              value={props.code}
              onChange={(event) => props.onCodeChange(event.target.value)}
              error={props.codeError ?? undefined}
              helperText={m.premium_codeHint()}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              readOnly={step === 'redeeming'}
              data-autofocus
            />
            <div className={actions}>
              <button type="button" className={button({ variant: 'ghost' })} onClick={onClose} disabled={step === 'redeeming'}>
                {m.premium_close()}
              </button>
              <button type="submit" className={button({ variant: 'primary' })} disabled={!props.canSubmit || step === 'redeeming'} aria-busy={step === 'redeeming' || undefined}>
                {step === 'redeeming' ? m.premium_redeeming() : m.premium_redeem()}
              </button>
            </div>
          </form>
        </div>
      </Modal>
    );
  }

  // A subscriber: the VIP text, no code form, and the cancellation request.
  const footer =
    step === 'cancelConfirm' ? (
      <>
        <button type="button" className={button({ variant: 'secondary' })} onClick={props.onCancellationBack} data-autofocus>
          {m.premium_cancelKeep()}
        </button>
        <button type="button" className={button({ variant: 'primary' })} onClick={props.onCancellationConfirm}>
          {m.premium_cancelConfirm()}
        </button>
      </>
    ) : step === 'active' ? (
      <>
        <button type="button" className={button({ variant: 'ghost' })} onClick={props.onCancellationRequest}>
          {m.premium_cancelAsk()}
        </button>
        <button type="button" className={button({ variant: 'primary' })} onClick={onClose} data-autofocus>
          {m.premium_close()}
        </button>
      </>
    ) : step === 'cancelSending' ? (
      <button type="button" className={button({ variant: 'primary' })} disabled aria-busy>
        {m.premium_cancelSending()}
      </button>
    ) : (
      <button type="button" className={button({ variant: 'primary' })} onClick={onClose} data-autofocus>
        {m.premium_close()}
      </button>
    );
  return (
    <Modal {...common} title={m.premium_title()} footer={footer}>
      <div className={stack} ref={anchor} data-testid="premium-active">
        <NoticeBanner tone="success" icon={<TrophyIcon size={20} />} title={m.premium_activeTitle()}>
          {props.activeUntil ? m.premium_activeUntil({ date: props.activeUntil }) : m.premium_activeText()}
        </NoticeBanner>
        {step === 'activeLoading' ? (
          <p className={muted} aria-busy="true">
            {m.premium_loadingStatus()}
          </p>
        ) : null}
        {step === 'cancelConfirm' ? (
          <div role="group" aria-labelledby="premium-cancel-title" className={stack}>
            <h3 id="premium-cancel-title" className={css({ fontWeight: '800' })}>
              {m.premium_cancelConfirmTitle()}
            </h3>
            <p className={muted}>{m.premium_cancelConfirmText()}</p>
          </div>
        ) : null}
        {step === 'cancelRequested' ? (
          <div role="status">
            <NoticeBanner tone="info" icon={<InfoIcon size={20} />} title={m.premium_cancelRequestedTitle()} testId="premium-cancellation-status">
              {props.requestedAt && props.activeUntil ? m.premium_cancelRequestedOn({ date: props.requestedAt, until: props.activeUntil }) : m.premium_cancelRequestedText()}
            </NoticeBanner>
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
