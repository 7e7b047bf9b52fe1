import type { IconData } from '../../art/compose.ts'

/** The 21 Fluent Emoji (MIT) portraits the 147 avatars are drawn from (art/build.ts writes them). */
export const AVATAR_ICONS = [
  'fox',
  'panda',
  'lion',
  'tiger-face',
  'owl',
  'unicorn',
  'wolf',
  'bear',
  'koala',
  'penguin',
  'frog',
  'monkey-face',
  'dog-face',
  'cat-face',
  'rabbit-face',
  'hamster',
  'pig-face',
  'cow-face',
  'horse-face',
  'dragon-face',
  'eagle',
] as const

let icons: Promise<Record<string, IconData>> | undefined
export function loadAvatarIcons(): Promise<Record<string, IconData>> {
  icons ??= import('../../art/generated/avatars.json').then((m) => m.default as Record<string, IconData>)
  return icons
}
