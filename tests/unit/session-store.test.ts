import { describe, expect, it } from 'vitest'
import { AVATARS } from '../../src/lib/constants.ts'
import { cycleAvatar, sessionStore } from '../../src/stores/session.ts'

describe('changing the avatar (SPEC.md section 4)', () => {
  it('cycles through 1 to 147 and wraps to 1', () => {
    sessionStore.avatar = AVATARS.max - 1
    cycleAvatar()
    expect(sessionStore.avatar).toBe(147)
    cycleAvatar()
    expect(sessionStore.avatar).toBe(1)
    cycleAvatar()
    expect(sessionStore.avatar).toBe(2)
  })
})
