import { useConnection } from '../stores/connection.ts'
import { daConnection } from '../text/connection.ts'

/** Says the player is offline and what still works; gone as soon as the connection is back. */
export function OfflineBanner() {
  const { online } = useConnection()
  if (online) return null
  return (
    <div className="offline-banner" role="status">
      <strong>{daConnection.offlineTitle}</strong> {daConnection.offlineBody}
    </div>
  )
}
