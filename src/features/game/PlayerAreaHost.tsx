import { Suspense, useEffect, useState } from 'react'
import { useLocation } from 'wouter'
import { lazyNamed } from '../../app/lazy-named.ts'
import { readPersisted } from '../../lib/persisted.ts'

const PlayerArea = lazyNamed(() => import('./PlayerArea.tsx'), 'PlayerArea')

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
