/** Premium (docs/product/premium.md, Roles and API). Types only. */

/** The caller's premium licence: ACTIVE while it lasts, EXPIRED once it ended, NONE if never premium. */
export interface PremiumLicence {
  status: 'ACTIVE' | 'EXPIRED' | 'NONE';
  /** ISO 8601; when premium ends (or ended); null when never premium. */
  activeUntil: string | null;
}

/**
 * PUT /records/api/activation-licence/{code}/redeem (no body). Refusals (request errors):
 * 404 requestError:activationLicence.notFound (unknown or used), 409 …alreadyPremium,
 * 400 …userTooOld (beyond the code's maximum age), 400 …schoolLinkRequired (a school code for
 * students whose school link is not COMPLETE). The token's isVip / isVipOnce follow on the next refresh.
 */
export interface RedeemLicenceResponse extends PremiumLicence {
  messageKey: 'status:redeemPremium.success';
}

/**
 * POST /records/api/activation-licence/cancellation records the request of an active subscriber
 * (409 requestError:premiumCancellation.notPremium otherwise; asking twice answers the first request);
 * GET answers its status. Premium stays active until activeUntil either way.
 */
export interface PremiumCancellation {
  status: 'NONE' | 'REQUESTED';
  /** ISO 8601; null while none was asked for. */
  requestedAt: string | null;
  activeUntil: string | null;
}

export interface RequestCancellationResponse extends PremiumCancellation {
  messageKey: 'status:premiumCancellation.requested';
}

/** GET /educational/api/journeys/{id}: the one field the premium dialog reads. */
export interface JourneyMonetization {
  id: number;
  monetizationType: string;
}
