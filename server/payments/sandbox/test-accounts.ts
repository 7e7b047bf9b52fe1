/**
 * The sandbox's test account with its own minimum deposit (SPEC.md section 9: "1 for the test user"):
 * the seeded `mindep01` (server/seed/accounts.ts). It lives here, in the payment sandbox, so the casino's
 * own rules know no user name; production refuses the sandbox, so it has no such exception.
 */
export const SANDBOX_MIN_DEPOSIT_KR: Readonly<Record<string, number>> = { mindep01: 1 }
