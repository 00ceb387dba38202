import type { DataExport, DeletionRequestView } from '@/contract/data-rights';

export const SELF_REQUEST: DeletionRequestView = { requestedAt: '2026-11-20T12:00:00.000Z', dueAt: '2026-11-27T12:00:00.000Z', requestedBy: 'SELF', guardianName: null };
export const GUARDIAN_REQUEST: DeletionRequestView = { ...SELF_REQUEST, requestedBy: 'GUARDIAN', guardianName: 'Lúcia' };

export const COPY: DataExport = {
  format: 'dados-pessoais/1',
  generatedAt: '2026-11-20T12:00:00.000Z',
  about: 'Cópia dos seus dados.',
  person: { playId: 'Bruna#1234', sections: [{ key: 'account', title: 'Conta', description: 'Seus dados de cadastro.', records: [{ email: 'bruna@example.com' }] }] },
  minors: [],
};
