/** The dialog's screens, from the premium alert to the cancellation request. */
export type PremiumDialogScreen =
  | 'checking'
  | 'alert'
  | 'clanCutscene'
  | 'clanForm'
  | 'ageConfirm'
  | 'ageCutscene'
  | 'code'
  | 'redeeming'
  | 'success'
  | 'activeLoading'
  | 'active'
  | 'cancelConfirm'
  | 'cancelSending'
  | 'cancelRequested';
