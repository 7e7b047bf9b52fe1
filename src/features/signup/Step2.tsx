import { da } from '../../text/da.ts'

/** Step 2 happens at MitID; the modal only says where the player is going. */
export function Step2() {
  return (
    <p className="signup__wait" role="status">
      {da.signup.redirecting}
    </p>
  )
}
