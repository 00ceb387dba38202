/** How the server's refusals of a solo subscription land on the subscribe form. */

/** The fields of the subscribe form a server field error may land on. */
export const SOLO_SIGNUP_FIELDS = [
  'epicAccountId',
  'epicAccountIdConfirmation',
  'discord',
  'socialMediaType',
  'socialMediaUrl',
  'channelUrl',
  'fortniteMapId',
  'video',
  'rulesAccepted',
] as const;
