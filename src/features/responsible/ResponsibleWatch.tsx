import { useEffect } from 'react'
import { checkPlayer, forgetResponsible } from '../../stores/responsible.ts'
import { useSession } from '../../stores/session.ts'

/**
 * On each login (SPEC.md section 4): the status (its tm changes the deposit button) and the limits (a
 * player without any meets the fast deposit limit modal). Mounted in Layout.
 */
export function ResponsibleWatch() {
  const userId = useSession().user?.id
  useEffect(() => {
    if (userId === undefined) forgetResponsible()
    else void checkPlayer()
  }, [userId])
  return null
}
