import { useState } from 'react';
import type { HttpClient } from '@/api/http';
import type { ReportSubject } from '@/machines/moderation/reportAbuse.machine';
import { onDemand, PartLoading } from '@/ui/components/OnDemand';
import type { ReportRequest } from './ReportFlow';

// Reporting is rare: its flow, form checks and dialog come when "Denunciar" is first pressed.
const ReportFlow = onDemand(() => import('./ReportFlow').then((module) => module.ReportFlow), { placeholder: <PartLoading />, overlay: true });

/** One report flow for a page: `open` starts it for a player, a team or a screenshot; `dialog` goes once in the page. */
export function useReport(http: HttpClient) {
  const [request, setRequest] = useState<ReportRequest | null>(null);
  return {
    open: (subject: ReportSubject) => setRequest({ subject }),
    dialog: request ? <ReportFlow http={http} request={request} /> : null,
  };
}
