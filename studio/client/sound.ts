/**
 * The game's sounds, made in the browser with Web Audio (no files to load): spin, reel stop, the win
 * tiers, a feature and the button click. Silent until the player's first tap (browsers allow audio only
 * after a gesture, and nobody wants a page that starts making noise); the mute choice is remembered.
 */
type Cue = 'spin' | 'stop' | 'win' | 'big' | 'mega' | 'feature' | 'button'

const MUTE_KEY = 'studio.muted'

class Sound {
  private ctx: AudioContext | null = null
  private out: GainNode | null = null
  muted = localStorage.getItem(MUTE_KEY) === '1'

  constructor() {
    const wake = () => {
      removeEventListener('pointerdown', wake, true)
      removeEventListener('keydown', wake, true)
      this.wake()
    }
    addEventListener('pointerdown', wake, true)
    addEventListener('keydown', wake, true)
  }

  /** Only a tap or a key opens the audio context. */
  private wake() {
    if (this.ctx || typeof AudioContext === 'undefined') return
    this.ctx = new AudioContext()
    this.out = this.ctx.createGain()
    this.out.gain.value = 0.25
    this.out.connect(this.ctx.destination)
  }

  /** Whether a cue would be heard now (a test reads this; nothing sounds before a tap). */
  get live(): boolean {
    return this.ctx !== null && !this.muted
  }

  setMuted(m: boolean) {
    this.muted = m
    localStorage.setItem(MUTE_KEY, m ? '1' : '0')
  }

  private tone(freq: number, at: number, dur: number, type: OscillatorType = 'sine', vol = 0.6) {
    const { ctx, out } = this
    if (!ctx || !out) return
    const t = ctx.currentTime + at
    const o = ctx.createOscillator()
    const g = ctx.createGain()
    o.type = type
    o.frequency.setValueAtTime(freq, t)
    g.gain.setValueAtTime(0, t)
    g.gain.linearRampToValueAtTime(vol, t + 0.01)
    g.gain.exponentialRampToValueAtTime(0.001, t + dur)
    o.connect(g).connect(out)
    o.start(t)
    o.stop(t + dur + 0.02)
  }

  play(cue: Cue) {
    if (!this.live) return
    document.documentElement.dataset.lastCue = cue
    const major = [523.25, 659.25, 783.99, 1046.5]
    switch (cue) {
      case 'button':
        this.tone(880, 0, 0.05, 'square', 0.15)
        break
      case 'spin':
        for (let i = 0; i < 6; i++) this.tone(220 + i * 40, i * 0.05, 0.08, 'triangle', 0.2)
        break
      case 'stop':
        this.tone(140, 0, 0.12, 'sine', 0.7)
        break
      case 'win':
        major.slice(0, 3).forEach((f, i) => {
          this.tone(f, i * 0.08, 0.25, 'triangle')
        })
        break
      case 'big':
        for (let r = 0; r < 2; r++)
          for (const [i, f] of major.entries()) this.tone(f, r * 0.4 + i * 0.09, 0.35, 'square', 0.3)
        break
      case 'mega':
        for (let r = 0; r < 4; r++)
          for (const [i, f] of major.entries())
            this.tone(f * (1 + r * 0.125), r * 0.35 + i * 0.07, 0.4, 'square', 0.3)
        break
      case 'feature':
        for (let i = 0; i < 8; i++) this.tone(330 * 2 ** (i / 8), i * 0.07, 0.2, 'sawtooth', 0.2)
        break
    }
  }
}

export const sound = new Sound()
