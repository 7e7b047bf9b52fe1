import { lazy, Suspense, useEffect, useState } from 'react'
import { useLocation } from 'wouter'
import { readPersisted } from '../../lib/persisted.ts'

const PlayerArea = lazy(() => import('./PlayerArea.tsx').then((m) => ({ default: m.PlayerArea })))

/** Loads the player area once there is a game to hold: a game page, or a minimised game kept from before. */
export function PlayerAreaHost() {
  const [path] = useLocation()
  const [wanted, setWanted] = useState(() => readPersisted('minimizedGames') !== null)
  useEffect(() => {
    if (path.startsWith('/spil/') && !path.startsWith('/spil/info/')) setWanted(true)
  }, [path])
  return wanted ? (
    <Suspense fallback={null}>
      <PlayerArea />
    </Suspense>
  ) : null
}
