/** One live table kind's presentation: the dealer's side (wheel, cards) and the spots to bet on. */
export interface TableView {
  readonly el: HTMLElement
  readonly layout: HTMLElement
  /** A new round: the table cleared. */
  reset(): void
  /** Draws the revealed outcome; `animate` false when joining a round already revealed. */
  show(reveal: unknown, animate: boolean): Promise<void>
  /** The player's own hand (blackjack, hold'em) from the seat event. */
  seat?(view: unknown): void
  /** Short text of a past result for the last-results strip. */
  resultText(reveal: unknown): string
  resultClass?(reveal: unknown): string
}
