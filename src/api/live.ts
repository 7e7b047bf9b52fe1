import type { LiveTablesAnswer } from '../../contract/live.ts'
import { API } from './env.ts'
import { request } from './http.ts'

/** The studio's live tables as the casino relays them: limits, viewers, last results (never cached). */
export const liveApi = {
  tables: () => request<LiveTablesAnswer>('GET', `${API.games}/live/tables`),
}
