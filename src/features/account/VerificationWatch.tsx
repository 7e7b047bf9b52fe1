import { useEffect } from 'react'
import { verificationShown } from '../../lib/verification-shown.ts'
import { openModal } from '../../stores/modals.ts'
import { useSession } from '../../stores/session.ts'

/**
 * Opens the verification popup once per temp player (SPEC.md section 4, Account status): another
 * player logging in on the same browser sees it too. Mounted in Layout.
 */
export function VerificationWatch() {
  const { user } = useSession()
  const status = user?.status
  const userId = user?.id
  useEffect(() => {
    if (status === 'temp' && userId && !verificationShown(userId)) openModal('VERIFICATION_POPUP')
  }, [status, userId])
  return null
}
