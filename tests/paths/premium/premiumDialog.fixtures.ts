import type { PremiumCancellation, RedeemLicenceResponse } from '@/contract/premium';
import type { PremiumDialogInput } from '@/machines/premium/premiumDialog.machine';

const student: PremiumDialogInput = { isVip: false, isVipOnce: false, age: 15, schoolLinkStatus: 'NONE', journeyId: null, schoolLinkInput: { role: 'STUDENT', minor: true, home: null } };

/** One start per kind of user the premium states tell apart (docs/product/premium.md, States). */
export const dialogInputs: Record<string, PremiumDialogInput> = {
  none: student,
  expired: { ...student, age: 19, isVipOnce: true },
  vipLinked: { ...student, age: 17, isVip: true, isVipOnce: true, schoolLinkStatus: 'COMPLETE' },
  vipUnlinked: { ...student, isVip: true, isVipOnce: true, schoolLinkStatus: 'INCOMPLETE' },
  fromCourse: { ...student, journeyId: 7 },
  age99: { ...student, age: 99 },
  age100: { ...student, age: 100 },
  age99FromCourse: { ...student, age: 99, journeyId: 7 },
  age100FromCourse: { ...student, age: 100, journeyId: 7 },
};

export const redeemed: RedeemLicenceResponse = { status: 'ACTIVE', activeUntil: '2027-11-24T12:00:00.000Z', messageKey: 'status:redeemPremium.success' };
export const noCancellation: PremiumCancellation = { status: 'NONE', requestedAt: null, activeUntil: '2027-11-24T12:00:00.000Z' };
export const requestedCancellation: PremiumCancellation = { status: 'REQUESTED', requestedAt: '2026-11-24T12:00:00.000Z', activeUntil: '2027-11-24T12:00:00.000Z' };
