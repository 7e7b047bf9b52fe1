/** sha256 hex of a string, in the browser's own crypto (no library in the bundle). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** The round's published commitment is sha256(proof.outcome + proof.salt) (contract/live.ts). */
export async function proofMatches(
  commitment: string,
  proof: { outcome: string; salt: string },
): Promise<boolean> {
  return (await sha256Hex(proof.outcome + proof.salt)) === commitment.toLowerCase()
}
