import { type RawBuilder, sql } from 'kysely'
import type { Db } from '../db/index.ts'
import type { NewRow, Row, RowPatch } from '../db/types.ts'

export type UserRow = Row<'users'>
export type NewUser = NewRow<'users'>

// users

export const findUserById = (db: Db, id: number) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()

/** User names and e-mail addresses are one account however the player spells their case. */
const findUserIgnoringCase = (db: Db, column: 'user_name' | 'email', value: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', [column]), '=', value.toLowerCase()))
    .executeTakeFirst()

export const findUserByName = (db: Db, userName: string) => findUserIgnoringCase(db, 'user_name', userName)

export const findUserByCpr = (db: Db, cpr: string) =>
  db.selectFrom('users').selectAll().where('cpr', '=', cpr).executeTakeFirst()

export const findUserByEmail = (db: Db, email: string) => findUserIgnoringCase(db, 'email', email)

/** The columns other modules may see of a player: never the password hash, the CPR number or the address. */
const VIEW_COLUMNS = ['id', 'status', 'user_name', 'first_name', 'last_name', 'email'] as const
export type PlayerViewRow = Pick<UserRow, (typeof VIEW_COLUMNS)[number]>

export const findPlayerViews = (db: Db, ids: readonly number[]): Promise<PlayerViewRow[]> =>
  ids.length
    ? db.selectFrom('users').select(VIEW_COLUMNS).where('id', 'in', ids).execute()
    : Promise.resolve([])

export const findCpr = (db: Db, id: number) =>
  db
    .selectFrom('users')
    .select('cpr')
    .where('id', '=', id)
    .executeTakeFirst()
    .then((r) => r?.cpr)

export async function insertUser(db: Db, user: NewUser): Promise<number> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function updateUser(db: Db, id: number, patch: RowPatch<'users'>): Promise<void> {
  await db.updateTable('users').set(patch).where('id', '=', id).execute()
}

export const countUsers = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

// login_failures: keyed by lower-cased user name, known or not

export const findLoginFailures = (db: Db, userName: string) =>
  db
    .selectFrom('login_failures')
    .selectAll()
    .where('user_name', '=', userName.toLowerCase())
    .executeTakeFirst()

/**
 * Claims one password check for a user name before it is made, in one statement: it answers the
 * claim's number (1..attempts), or null once `attempts` checks are claimed (locked). Parallel requests
 * and other processes share the row, so no more than `attempts` checks ever run before the lock.
 */
export async function claimLoginAttempt(
  db: Db,
  userName: string,
  now: Date,
  attempts: number,
): Promise<number | null> {
  const row = await db
    .insertInto('login_failures')
    .values({ user_name: userName.toLowerCase(), failures: 1, updated_at: now, locked_at: null })
    .onConflict((oc) =>
      oc
        .column('user_name')
        .doUpdateSet((eb) => ({
          failures: eb('login_failures.failures', '+', 1),
          updated_at: now,
          locked_at: eb
            .case()
            .when(eb('login_failures.failures', '+', 1), '>=', attempts)
            .then(eb.val(now))
            .else(eb.ref('login_failures.locked_at'))
            .end(),
        }))
        .where('login_failures.failures', '<', attempts),
    )
    .returning('failures')
    .executeTakeFirst()
  return row?.failures ?? null
}

/**
 * A right password forgives its own claim and those made before it, as a login between wrong ones
 * does in sequence; claims made after it in a parallel burst still count.
 */
export async function forgiveLoginAttempts(
  db: Db,
  userName: string,
  claim: number,
  attempts: number,
): Promise<void> {
  await db
    .updateTable('login_failures')
    .set((eb) => ({
      failures: sql<number>`greatest(${eb.ref('failures')} - ${claim}, 0)`,
      locked_at: sql<Date | null>`case when ${eb.ref('failures')} - ${claim} >= ${attempts} then ${eb.ref('locked_at')} end`,
    }))
    .where('user_name', '=', userName.toLowerCase())
    .execute()
}

export async function clearLoginFailures(db: Db, userName: string): Promise<void> {
  await db.deleteFrom('login_failures').where('user_name', '=', userName.toLowerCase()).execute()
}

// sessions

export async function insertSession(db: Db, s: NewRow<'sessions'>): Promise<void> {
  await db.insertInto('sessions').values(s).execute()
}

/** An SQL condition on the player that another module hands the money gate (limits, a retry test). */
export type GateCondition = RawBuilder<boolean>

type GateRow = UserRow & {
  gate_excluded: boolean
  gate_until: Date | null
  gate_session: boolean
  gate_live: string[] | null
  gate_retry: boolean
  gate_holds: boolean[]
}

/**
 * What the money gate decides on, in one statement: the user row, their active self-exclusion, the
 * session `idHash` names, the id hashes of their sessions seen since `liveSince`, the caller's `retry`
 * condition and the prerequisites' conditions. Undefined for an unknown player.
 */
export async function readGate(
  db: Db,
  userId: number,
  q: {
    now: Date
    idHash: string | null
    liveSince: Date | null
    retry: GateCondition | null
    prerequisites: GateCondition[]
  },
) {
  const live = q.liveSince
    ? sql`(select array_agg(s.id_hash) from sessions s where s.user_id = u.id and s.last_seen_at >= ${q.liveSince})`
    : sql`null::text[]`
  const holds = q.prerequisites.length ? sql`array[${sql.join(q.prerequisites)}]` : sql`array[]::boolean[]`
  const r = await sql<GateRow>`select u.*, x.user_id is not null as gate_excluded, x.until as gate_until,
      exists (select 1 from sessions s where s.id_hash = ${q.idHash}::text and s.user_id = u.id) as gate_session,
      ${live} as gate_live, ${q.retry ?? sql`false`} as gate_retry, ${holds} as gate_holds
    from users u
    left join lateral (select e.user_id, e.until from self_exclusions e
      where e.user_id = u.id and (e.until is null or e.until > ${q.now})
      order by e.until desc nulls first limit 1) x on true
    where u.id = ${userId}`.execute(db)
  const row = r.rows[0]
  if (!row) return undefined
  const { gate_excluded, gate_until, gate_session, gate_live, gate_retry, gate_holds, ...user } = row
  return {
    user: user as UserRow,
    exclusion: gate_excluded ? { until: gate_until } : undefined,
    sessionFound: gate_session,
    liveSessions: gate_live ?? [],
    retry: gate_retry,
    holds: gate_holds,
  }
}

type SessionRow = Pick<Row<'sessions'>, 'id_hash' | 'user_id' | 'created_at' | 'last_seen_at'> &
  Pick<UserRow, 'status'>

/**
 * A session by its id's hash, with its player's status: the query of every logged-in call, so a named
 * prepared statement (platform/db/prepared-mark.ts) that the database parses and plans once.
 */
export async function findSession(db: Db, idHash: string): Promise<SessionRow | undefined> {
  const r = await sql<SessionRow>`/* prepared: find_session */
    select s.id_hash, s.user_id, s.created_at, s.last_seen_at, u.status
    from sessions s join users u on u.id = s.user_id
    where s.id_hash = ${idHash}`.execute(db)
  return r.rows[0]
}

/** Moves a session's last activity forward (sessions.ts does so at most once a minute). */
export async function touchSession(db: Db, idHash: string, at: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: at }).where('id_hash', '=', idHash).execute()
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute()
}

/** Ends every session of a player; answers how many there were. */
export async function deleteUserSessions(db: Db, userId: number): Promise<number> {
  const r = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst()
  return Number(r.numDeletedRows)
}

export async function deleteOtherSessions(db: Db, userId: number, keepIdHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('id_hash', '<>', keepIdHash).execute()
}

// pins

export async function insertPin(db: Db, pin: NewRow<'pins'>): Promise<void> {
  await db.insertInto('pins').values(pin).execute()
}

export const findPin = (db: Db, id: string) =>
  db.selectFrom('pins').selectAll().where('id', '=', id).executeTakeFirst()

/** Claims one check of a PIN before it is made (see claimLoginAttempt); null when the PIN is gone or used up. */
export async function claimPinAttempt(db: Db, id: string, attempts: number): Promise<number | null> {
  const row = await db
    .updateTable('pins')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('id', '=', id)
    .where('failures', '<', attempts)
    .returning('failures')
    .executeTakeFirst()
  return row?.failures ?? null
}

export async function forgivePinAttempts(db: Db, id: string, claim: number): Promise<void> {
  await db
    .updateTable('pins')
    .set((eb) => ({ failures: sql<number>`greatest(${eb.ref('failures')} - ${claim}, 0)` }))
    .where('id', '=', id)
    .execute()
}

export async function deletePin(db: Db, id: string): Promise<void> {
  await db.deleteFrom('pins').where('id', '=', id).execute()
}

/** Keeps a player's newest `keep` PINs (one per device they set it on). */
export async function prunePins(db: Db, userId: number, keep: number): Promise<void> {
  const old = await db
    .selectFrom('pins')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .offset(keep)
    .limit(100)
    .execute()
  if (old.length)
    await db
      .deleteFrom('pins')
      .where(
        'id',
        'in',
        old.map((p) => p.id),
      )
      .execute()
}

// signups

export async function insertSignup(db: Db, s: NewRow<'signups'>): Promise<void> {
  await db.insertInto('signups').values(s).execute()
}

export const findSignup = (db: Db, idHash: string) =>
  db.selectFrom('signups').selectAll().where('id_hash', '=', idHash).executeTakeFirst()

export async function updateSignup(db: Db, idHash: string, patch: RowPatch<'signups'>): Promise<void> {
  await db.updateTable('signups').set(patch).where('id_hash', '=', idHash).execute()
}

export async function deleteSignup(db: Db, idHash: string): Promise<void> {
  await db.deleteFrom('signups').where('id_hash', '=', idHash).execute()
}

export async function deleteSignupsBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('signups').where('created_at', '<', before).execute()
}

// logins, devices, teams, mail, newsletter opt-outs

export async function insertLogin(db: Db, l: NewRow<'logins'>): Promise<void> {
  await db.insertInto('logins').values(l).execute()
}

export async function upsertDevice(
  db: Db,
  d: NewRow<'devices'>,
): Promise<{ id: number; user_id: number | null }> {
  return db
    .insertInto('devices')
    .values(d)
    .onConflict((oc) =>
      oc.columns(['hardware_id', 'useragent_id']).doUpdateSet((eb) => ({
        mobile_app: eb.ref('excluded.mobile_app'),
        user_id: eb.fn.coalesce(eb.ref('excluded.user_id'), eb.ref('devices.user_id')),
      })),
    )
    .returning(['id', 'user_id'])
    .executeTakeFirstOrThrow()
}

export async function insertTeam(db: Db, t: NewRow<'user_teams'>): Promise<void> {
  await db.insertInto('user_teams').values(t).execute()
}

export async function insertMail(db: Db, m: NewRow<'outbox_mail'>): Promise<void> {
  await db.insertInto('outbox_mail').values(m).execute()
}

export async function setNewsletterOptout(db: Db, email: string, out: boolean, now: Date): Promise<void> {
  const key = email.toLowerCase()
  if (out)
    await db
      .insertInto('newsletter_optouts')
      .values({ email: key, created_at: now })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute()
  else await db.deleteFrom('newsletter_optouts').where('email', '=', key).execute()
}

export async function setNewsletterByEmail(db: Db, email: string, on: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set({ newsletter: on })
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .execute()
}

/** The login before the current one: the last-login popup shows it. */
export async function previousLogin(db: Db, userId: number): Promise<Date | null> {
  const row = await db
    .selectFrom('logins')
    .select('at')
    .where('user_id', '=', userId)
    .orderBy('at', 'desc')
    .offset(1)
    .limit(1)
    .executeTakeFirst()
  return row?.at ?? null
}
