import { useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import type { OrganiserParticipant } from '@/contract/play';
import { fieldErrorsOn } from '@/api/field-errors';
import { requestFailureKeys } from '@/api/form-refusals';
import { disqualifyParticipant } from '@/api/organiser/event';
import { translate } from '@/domain/messages';
import { checkNote } from '@/domain/organiser/resolve';
import { m } from '@/paraglide/messages.js';
import { showMessageToasts, showToast } from '@/ui/feedback/show-toast';
import { NoteDialog } from '@/ui/organiser/NoteDialog';
import { useMessageTable } from '@/ui/use-message-table';

const privateRoute = getRouteApi('/_private');

/** Disqualifying one participant with a note (docs/product/play.md, Rules: Disqualification). */
export function DisqualifyContainer({ eventId, participant, onRefresh, onClose }: { eventId: number; participant: OrganiserParticipant; onRefresh: () => void; onClose: () => void }) {
  const { http } = privateRoute.useRouteContext();
  // The note's problem as a messageKey, worded while rendering: the table may arrive after it.
  const [errorKey, setErrorKey] = useState<string | undefined>();
  useMessageTable({ whenPainted: true });
  const mutation = useMutation({
    mutationFn: (note: string) => disqualifyParticipant(http, eventId, participant.participantId, { note }),
    onSuccess: () => {
      onRefresh();
      showToast('success', m.organiser_disqualified({ name: participant.name }));
      onClose();
    },
    onError: (failure) => {
      const onNote = fieldErrorsOn(failure, ['note'])[0];
      if (onNote) setErrorKey(onNote.messageKey);
      else showMessageToasts('error', requestFailureKeys(failure));
      onRefresh();
    },
  });
  function confirm(note: string) {
    const problem = checkNote(note);
    if (problem) setErrorKey(`validation:note.${problem.code}`);
    else mutation.mutate(note.trim());
  }
  return (
    <NoteDialog
      title={m.organiser_disqualifyTitle({ name: participant.name })}
      text={m.organiser_disqualifyText()}
      confirmLabel={m.organiser_disqualify()}
      busy={mutation.isPending}
      error={errorKey ? translate(errorKey) : undefined}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
