/** The connection and version notices (issue 16): the offline banner and the update prompt. */
export const daConnection = {
  offlineTitle: 'Du er offline',
  offlineBody:
    'Du ser spil og tekster fra dit sidste besøg. Indbetaling, udbetaling og spil kræver forbindelse.',
  updateReady: 'Ny version er klar',
  updateButton: 'Genindlæs',
  updateInRound: 'Genindlæs, når du har lukket spillet.',
} as const
