import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { advance } from '../helpers/accounts-helper.ts'
import { appPerSuite } from '../helpers/helper.ts'

describe('seam: /cdn draws from the games service and follows catalogue changes', () => {
  const t = appPerSuite()
  const art = (file: string) => t.app.inject({ method: 'GET', url: `/cdn/games/${file}` })

  it('a game added after the first image was served has art once the catalogue version moves', async () => {
    const first = await t.db.db.selectFrom('games').selectAll().orderBy('id').executeTakeFirstOrThrow()
    expect((await art(`${first.game_id}_md.svg`)).statusCode).toBe(200)
    expect((await art('seam-new-game_md.svg')).statusCode).toBe(404)

    const { id: _id, ...copy } = first
    await t.db.db
      .insertInto('games')
      .values({ ...copy, game_id: 'seam-new-game', name: 'Sømløs Nyhed', release_date: '2020-01-01' })
      .execute()
    await sql`update catalogue_version set version = version + 1 where id = 1`.execute(t.db.db)
    advance(t, 6_000)

    const fresh = await art('seam-new-game_md.svg')
    expect(fresh.statusCode).toBe(200)
    expect(fresh.body).toContain('Sømløs Nyhed')
  })

  it('provider and category art come from the same index', async () => {
    const provider = await t.db.db.selectFrom('providers').select('name').executeTakeFirstOrThrow()
    const category = await t.db.db.selectFrom('game_categories').select('name').executeTakeFirstOrThrow()
    expect((await t.app.inject({ url: `/cdn/providers/${provider.name}.svg` })).statusCode).toBe(200)
    expect((await t.app.inject({ url: `/cdn/categories/${category.name}.svg` })).statusCode).toBe(200)
    expect((await t.app.inject({ url: '/cdn/providers/no-such-provider.svg' })).statusCode).toBe(404)
  })
})
