import type { SnapshotFrom } from 'xstate';
import type { ConsentLinkProblem } from '@/contract/guardians';
import type { guardianConsentMachine, ValidConsentLink } from './guardianConsent.machine';

type GuardianConsentSnapshot = SnapshotFrom<typeof guardianConsentMachine>;

/** What the consent page shows for a snapshot of its flow (docs/product/guardians.md, Screens). */
export type GuardianConsentView =
  | { screen: 'loading' }
  | { screen: 'unreadable' }
  | { screen: 'unusable'; problem: ConsentLinkProblem }
  | { screen: 'signedOut'; link: ValidConsentLink }
  | { screen: 'wrongAccount'; link: ValidConsentLink }
  | { screen: 'form'; link: ValidConsentLink; busy: boolean; refusalAsked: boolean }
  | { screen: 'consented' | 'refused'; minorName: string };

export function guardianConsentView(snapshot: GuardianConsentSnapshot): GuardianConsentView {
  const { link, problem, outcome } = snapshot.context;
  if (snapshot.matches('opening')) return { screen: 'loading' };
  if (snapshot.matches('unreadable')) return { screen: 'unreadable' };
  if (snapshot.matches('unusable') || !link) return { screen: 'unusable', problem: problem ?? 'UNKNOWN' };
  if (snapshot.matches('consented') || snapshot.matches('refused')) {
    return { screen: snapshot.matches('consented') ? 'consented' : 'refused', minorName: outcome?.minor.firstName ?? link.minor.firstName };
  }
  if (snapshot.matches('signedOut')) return { screen: 'signedOut', link };
  if (snapshot.matches('wrongAccount')) return { screen: 'wrongAccount', link };
  return { screen: 'form', link, busy: snapshot.matches('deciding'), refusalAsked: snapshot.matches('confirmingRefusal') };
}
