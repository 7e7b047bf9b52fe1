import { useState } from 'react'
import { applyUpdate, useConnection } from '../stores/connection.ts'
import { daConnection } from '../text/connection.ts'

/** 'Ny version er klar': the new worker waits for this button, never for a player in a game round. */
export function UpdatePrompt() {
  const { updateReady } = useConnection()
  const [refused, setRefused] = useState(false)
  if (!updateReady) return null
  return (
    <div className="update-prompt" role="status">
      <span>{daConnection.updateReady}</span>
      {refused && <span> {daConnection.updateInRound}</span>}
      <button type="button" className="update-prompt__button" onClick={() => setRefused(!applyUpdate())}>
        {daConnection.updateButton}
      </button>
    </div>
  )
}
