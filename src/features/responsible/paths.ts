/** The responsible-gaming addresses under the user area (SPEC.md section 2: ansvarligt-spil and its sub-items). */
export const RESPONSIBLE_PATHS = {
  RESPONSIBLE_GAMING: '/konto/ansvarligt-spil',
  DEPOSIT_LIMIT: '/konto/ansvarligt-spil/indbetalingsgr%C3%A6nse',
  SELF_EXCLUSION: '/konto/ansvarligt-spil/selvudelukkelse',
} as const
