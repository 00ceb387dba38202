import { useState } from 'react';
import type { MinorFormProps } from './MinorCorrectionForm';
import { PartLoading, onDemand } from '@/ui/components/OnDemand';
import { MinorCorrectionPanel } from '@/ui/data-rights/MinorCorrectionPanel';

// The personal-data form (its machine, the country list) is fetched when the
// guardian opens the panel, not with the minor's page.
const MinorForm = onDemand(() => import('./MinorCorrectionForm').then((module) => module.MinorForm), { placeholder: <PartLoading minHeight={480} /> });

export interface MinorCorrectionProps extends MinorFormProps {
  className?: string;
}

/** A guardian corrects a minor's personal data: the panel, and once opened the minor's profile in the personal-data form. */
export function MinorCorrectionContainer({ http, queryClient, minorId, name, className }: MinorCorrectionProps) {
  const [open, setOpen] = useState(false);
  return (
    <MinorCorrectionPanel name={name} open={open} onToggle={() => setOpen((shown) => !shown)} className={className}>
      <MinorForm http={http} queryClient={queryClient} minorId={minorId} name={name} />
    </MinorCorrectionPanel>
  );
}
