import { useEffect } from 'react'
import { readPersisted } from '../../lib/persisted.ts'
import { openModal } from '../../stores/modals.ts'
import { useSession } from '../../stores/session.ts'

/** Opens the verification popup once for a temp account (SPEC.md section 4, Account status). Mounted in Layout. */
export function VerificationWatch() {
  const status = useSession().user?.status
  useEffect(() => {
    if (status === 'temp' && !readPersisted('verificationPopupShown')) openModal('VERIFICATION_POPUP')
  }, [status])
  return null
}
