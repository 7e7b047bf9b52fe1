/**
 * What a player reads when a call fails without an answer from our server: the device is offline, or
 * the network or server broke before our envelope came back. The offline wording is the service
 * worker's (sw/network-only.ts), so the sentence is the same whichever side notices first.
 */
export const daNetwork = {
  offline: 'Du er offline. Tjek din internetforbindelse og prøv igen.',
  failed: 'Netværksfejl. Tjek din forbindelse, og prøv igen.',
} as const
