import { css, cx } from 'styled-system/css';
import { formatDayAndTime } from '@/domain/brazil-time';
import type { FieldMessage } from '@/domain/validation/rules';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { NoticeBanner } from '@/ui/components/NoticeBanner';
import { PasswordField } from '@/ui/components/PasswordField';
import { useErrorRound, useFocusFirstError } from '@/ui/components/use-error-focus';
import { Modal } from '@/ui/feedback/Modal';
import { ClockIcon } from '@/ui/icons';
import { dataCard, dataCardText, dataCardTitle } from './styles';
import { useErrorTexts } from '@/ui/use-message-table';

/** A pending erasure, as the section shows it. */
export interface PendingDeletion {
  dueAt: string;
  requestedBy: 'SELF' | 'GUARDIAN';
  guardianName: string | null;
}

export interface DeletionSectionState {
  request: PendingDeletion | null;
  asking: boolean;
  sending: boolean;
  withdrawing: boolean;
  mayWithdraw: boolean;
  password: string;
  /** The password's error (missing, wrong), from the flow or the server. */
  fieldErrors: FieldMessage[];
}

export interface DeletionSectionProps {
  /** h2 beside the page's other sections; h3 under a scene's own heading. */
  heading?: 'h2' | 'h3';
  /** Placement in the page's grid. */
  className?: string;
  view: DeletionSectionState;
  /** `self`: the person's own account; otherwise the minor a guardian acts for, by name. */
  subject: { kind: 'self' } | { kind: 'minor'; name: string };
  onStart: () => void;
  onPassword: (value: string) => void;
  onConfirm: () => void;
  onDismiss: () => void;
  onWithdraw: () => void;
}

const list = css({ display: 'flex', flexDirection: 'column', gap: '1.5', ps: '5', listStyleType: 'disc', color: 'fg.muted' });
const PASSWORD_ONLY = ['password'] as const;

function PendingNotice({ view, subject, onWithdraw }: Pick<DeletionSectionProps, 'view' | 'subject' | 'onWithdraw'>) {
  const request = view.request!;
  const due = formatDayAndTime(request.dueAt);
  const byGuardian = request.requestedBy === 'GUARDIAN';
  const text =
    subject.kind === 'minor'
      ? byGuardian
        ? m.dataRights_pendingMinorGuardian({ guardian: request.guardianName ?? '', name: subject.name, due })
        : m.dataRights_pendingMinorSelf({ name: subject.name, due })
      : byGuardian
        ? m.dataRights_pendingByGuardian({ guardian: request.guardianName ?? '', due })
        : m.dataRights_pendingSelf({ due });
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })} data-testid="deletion-pending">
      <NoticeBanner tone="warning" icon={<ClockIcon />} title={m.dataRights_pendingTitle()}>
        <p>{text}</p>
        {view.mayWithdraw ? null : <p>{m.dataRights_pendingOnlyGuardian()}</p>}
      </NoticeBanner>
      {view.mayWithdraw ? (
        <div>
          <button type="button" className={button({ variant: 'secondary' })} onClick={onWithdraw} disabled={view.withdrawing} aria-busy={view.withdrawing || undefined}>
            {view.withdrawing ? m.dataRights_withdrawing() : m.dataRights_withdraw()}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * "Excluir conta" (docs/product/data-rights.md, Screens): what an erasure does and the button, or
 * the pending erasure with its day and a way to cancel; the dialog that asks for the password.
 */
export function DeletionSection({ heading: Heading = 'h2', className, view, subject, onStart, onPassword, onConfirm, onDismiss, onWithdraw }: DeletionSectionProps) {
  const forMinor = subject.kind === 'minor';
  const errors = useErrorTexts(view.fieldErrors);
  // Each confirm that ends with an error moves focus back to the password.
  const formRef = useFocusFirstError(useErrorRound(view.fieldErrors), errors, PASSWORD_ONLY);
  return (
    <section aria-labelledby="data-delete-title" data-testid="deletion-section" className={cx(dataCard, className)}>
      <Heading id="data-delete-title" className={dataCardTitle}>
        {forMinor ? m.dataRights_deleteTitleMinor({ name: subject.name }) : m.dataRights_deleteTitle()}
      </Heading>
      {view.request ? (
        <PendingNotice view={view} subject={subject} onWithdraw={onWithdraw} />
      ) : (
        <>
          <p className={dataCardText}>{m.dataRights_deleteIntro({ days: 7 })}</p>
          <ul className={list}>
            <li>{m.dataRights_deleteErased()}</li>
            <li>{m.dataRights_deleteAnonymous()}</li>
            <li>{m.dataRights_deleteKept()}</li>
          </ul>
          <div>
            <button type="button" className={button({ variant: 'danger' })} onClick={onStart}>
              {forMinor ? m.dataRights_deleteButtonMinor() : m.dataRights_deleteButton()}
            </button>
          </div>
        </>
      )}
      <Modal
        open={view.asking}
        role="alertdialog"
        title={forMinor ? m.dataRights_confirmTitleMinor({ name: subject.name }) : m.dataRights_confirmTitle()}
        description={forMinor ? m.dataRights_confirmTextMinor({ name: subject.name, days: 7 }) : m.dataRights_confirmText({ days: 7 })}
        onDismiss={onDismiss}
        onClose={onDismiss}
        hideCloseButton
        footer={
          <>
            <button type="button" className={button({ variant: 'secondary' })} onClick={onDismiss} disabled={view.sending}>
              {m.dataRights_confirmKeep()}
            </button>
            <button type="submit" form="deletion-form" className={button({ variant: 'danger' })} disabled={view.sending} aria-busy={view.sending || undefined}>
              {view.sending ? m.dataRights_confirmSending() : m.dataRights_confirmSend()}
            </button>
          </>
        }
      >
        <form
          id="deletion-form"
          ref={formRef}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onConfirm();
          }}
        >
          <PasswordField
            id="deletion-password"
            label={forMinor ? m.dataRights_passwordGuardian() : m.dataRights_password()}
            name="password"
            required
            value={view.password}
            error={errors.password}
            onChange={(event) => onPassword(event.target.value)}
          />
        </form>
      </Modal>
    </section>
  );
}
