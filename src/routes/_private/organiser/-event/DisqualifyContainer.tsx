import { useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import type { OrganiserParticipant } from '@/contract/play';
import { fieldErrorsOn } from '@/api/field-errors';
import { requestFailureKeys } from '@/api/form-refusals';
import { disqualifyParticipant } from '@/api/organiser/queries';
import { checkNote } from '@/domain/organiser/resolve';
import { m } from '@/paraglide/messages.js';
import { showToast } from '@/ui/feedback/show-toast';
import { NoteDialog } from '@/ui/organiser/NoteDialog';
import { organiserRefusalText } from '@/routes/_private/-organiser/refusal-texts';

const privateRoute = getRouteApi('/_private');

const NOTE_TEXTS: Record<string, () => string> = { required: m.organiser_error_note_required, tooLong: m.organiser_error_note_tooLong };

/** Disqualifying one participant with a note (docs/product/play.md, Rules: Disqualification). */
export function DisqualifyContainer({ eventId, participant, onRefresh, onClose }: { eventId: number; participant: OrganiserParticipant; onRefresh: () => void; onClose: () => void }) {
  const { http } = privateRoute.useRouteContext();
  const [error, setError] = useState<string | undefined>();
  const mutation = useMutation({
    mutationFn: (note: string) => disqualifyParticipant(http, eventId, participant.participantId, { note }),
    onSuccess: () => {
      onRefresh();
      showToast('success', m.organiser_disqualified({ name: participant.name }));
      onClose();
    },
    onError: (failure) => {
      const onNote = fieldErrorsOn(failure, ['note'])[0];
      if (onNote) setError(NOTE_TEXTS[onNote.messageKey.split('.').pop() ?? '']?.() ?? m.organiser_error_note_required());
      else requestFailureKeys(failure).forEach((key) => showToast('error', organiserRefusalText(key)));
      onRefresh();
    },
  });
  function confirm(note: string) {
    const problem = checkNote(note);
    if (problem) setError(NOTE_TEXTS[problem.code]?.());
    else mutation.mutate(note.trim());
  }
  return (
    <NoteDialog
      title={m.organiser_disqualifyTitle({ name: participant.name })}
      text={m.organiser_disqualifyText()}
      confirmLabel={m.organiser_disqualify()}
      busy={mutation.isPending}
      error={error}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
