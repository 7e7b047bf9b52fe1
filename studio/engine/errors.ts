/**
 * The one error every engine throws for input it refuses. It is raised before any draw from the RNG,
 * so a refused stake, bet or action never produces an outcome; the studio server maps `code` to its
 * HTTP answer.
 */
export type EngineErrorCode =
  | 'STAKE_OFF_LADDER'
  | 'BAD_STAKE'
  | 'UNKNOWN_BET'
  | 'BAD_BET'
  | 'ACTION_NOT_ALLOWED'
  | 'ROUND_OVER'

export class EngineError extends Error {
  // `string & {}` keeps the known codes suggested by the editor while letting an engine add its own.
  constructor(
    readonly code: EngineErrorCode | (string & {}),
    message: string,
  ) {
    super(message)
    this.name = 'EngineError'
  }
}
