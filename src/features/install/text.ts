/** The install offer's Danish texts (issue 16 item 1); the iPhone steps are the sidebar's own hint. */
export const installText = {
  region: 'Installer appen',
  title: 'Læg GO Casino på din hjemmeskærm',
  lead: 'Åbn casinoet med ét tryk, også når forbindelsen er svag.',
  install: 'Installer',
  later: 'Ikke nu',
  iosTitle: 'Føj til hjemmeskærm',
  iosSteps: 'Tryk på Del og derefter »Føj til hjemmeskærm« for at lægge GO Casino på din iPhone.',
  close: 'Luk',
  sidebarButton: 'Vis mig hvordan',
} as const
