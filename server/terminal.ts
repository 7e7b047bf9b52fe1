import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify'
import type { Config } from './config.ts'
import { TEST_ACCOUNTS } from './seed/accounts.ts'

const REDACT = ['req.headers.cookie', 'req.headers.authorization']

/** Fastify's request lines one level down, at `debug`: at a terminal they drown the lines that matter. */
class RequestLinesAtDebug extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request')
  }
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) super.requestCompleted(error, request, reply)
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed')
  }
}

// A request line as one line: "GET /health 200 (3 ms) request completed".
const PRETTY_LINE =
  '{if req.method}{req.method} {req.url} {end}{if res.statusCode}{res.statusCode} {end}{if responseTime}({responseTime} ms) {end}{msg}'

export type ServerLogging = Pick<FastifyServerOptions, 'logger' | 'logController'>

/**
 * How the server logs: JSON lines, request lines included, where a machine reads them (CI, production,
 * a pipe); at an interactive terminal, readable lines (pino-pretty) whose request lines are at `debug`,
 * so they show only when LOG_LEVEL=debug (or trace) asks for them.
 */
export async function serverLogging(
  config: Pick<Config, 'logLevel'>,
  terminal: boolean,
): Promise<ServerLogging> {
  if (!terminal) return { logger: { level: config.logLevel, redact: REDACT } }
  const { default: pretty } = await import('pino-pretty')
  const stream = pretty({
    colorize: true,
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat: PRETTY_LINE,
  })
  return {
    logger: { level: config.logLevel, redact: REDACT, stream },
    logController: new RequestLinesAtDebug(),
  }
}

/** What the person who ran `npm start` needs first: where the casino is, and how to log in to it. */
export function welcome(port: number, seeded: boolean): string {
  const lines = [`GO Casino is running at http://localhost:${port}`]
  if (seeded)
    lines.push(
      `Test accounts (user name / password): ${TEST_ACCOUNTS.map((a) => `${a.userName} / ${a.password}`).join(', ')}`,
    )
  return lines.join('\n')
}
