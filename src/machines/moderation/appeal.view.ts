import type { SnapshotFrom } from 'xstate';
import type { FieldMessage } from '@/domain/validation/rules';
import type { appealMachine } from './appeal.machine';

type AppealSnapshot = SnapshotFrom<typeof appealMachine>;

export interface AppealView {
  place: 'unavailable' | 'writing' | 'appealed';
  busy: boolean;
  text: string;
  fieldErrors: FieldMessage[];
}

export function appealView(snapshot: AppealSnapshot): AppealView {
  const { text, fieldErrors } = snapshot.context;
  const place = snapshot.matches('appealed') ? 'appealed' : snapshot.matches('unavailable') || snapshot.matches('opening') ? 'unavailable' : 'writing';
  return { place, busy: snapshot.matches('sending'), text, fieldErrors };
}
