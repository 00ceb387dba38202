/** The modal's screens: the prerequisite's cutscene and form, the team steps, the solo form and what follows it. */
export type TournamentModalScreen = 'schoolLinkCutscene' | 'schoolLinkForm' | 'teamSteps' | 'form' | 'successCutscene' | 'verifyOnDiscord' | 'discordInvite';
