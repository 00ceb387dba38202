import type { FieldMessage } from '@/api/field-errors';
import type { ConsentIdentity } from '@/domain/guardians/consent-identity';
import { m } from '@/paraglide/messages';
import { useErrorRound } from '@/ui/components/use-error-focus';
import { AlertDialog } from '@/ui/feedback/AlertDialog';
import { ConsentIdentityForm } from '@/ui/guardians/ConsentIdentityForm';
import { useErrorTexts } from '@/ui/use-message-table';

/** The name rules speak to the guardian about their own full name. */
const IDENTITY_TEXTS: Record<string, () => string> = {
  'validation:fullName.required': m.guardian_fullNameRequired,
  'validation:fullName.min': m.guardian_fullNameMin,
  'validation:fullName.max': m.guardian_fullNameMax,
};

export interface ConsentDecisionProps {
  minorName: string;
  identity: ConsentIdentity;
  fieldErrors: FieldMessage[];
  busy: boolean;
  refusalAsked: boolean;
  onChange: (change: Partial<ConsentIdentity>) => void;
  onAccept: () => void;
  onRefuse: () => void;
  onRefuseConfirm: () => void;
  onRefuseCancel: () => void;
}

/**
 * What a signed-in guardian decides on the consent page: the name and CPF, authorise or refuse, and
 * the refusal's confirmation. Only a guardian's visit shows it, so its fields and texts come with it.
 */
export function ConsentDecision({ minorName, identity, fieldErrors, busy, refusalAsked, onChange, onAccept, onRefuse, onRefuseConfirm, onRefuseCancel }: ConsentDecisionProps) {
  // Renders again when the server-message table arrives, so the texts below are found in it.
  const errors = useErrorTexts(fieldErrors, IDENTITY_TEXTS);
  const errorRound = useErrorRound(fieldErrors);
  return (
    <>
      <ConsentIdentityForm minorName={minorName} values={identity} errors={errors} busy={busy} onChange={onChange} onAccept={onAccept} onRefuse={onRefuse} errorRound={errorRound} />
      <AlertDialog
        open={refusalAsked}
        title={m.guardian_refuseTitle({ name: minorName })}
        message={m.guardian_refuseText({ name: minorName })}
        confirmLabel={m.guardian_refuseConfirm()}
        cancelLabel={m.common_cancel()}
        onConfirm={onRefuseConfirm}
        onCancel={onRefuseCancel}
      />
    </>
  );
}
