const pad = (n: number) => String(n).padStart(2, '0')

/** SPEC.md section 9: 'DD.MM.YY kl HH:mm', in Danish time. */
export function formatDateTime(d: Date, timeZone = 'Europe/Copenhagen'): string {
  const p = dateParts(d, timeZone)
  return `${p.day}.${p.month}.${p.year.slice(2)} kl ${p.hour}:${p.minute}`
}

/** lastLogin (SPEC.md section 3): 'DD/MM-YYYY kl. HH:mm:ss'. */
export function formatLastLogin(d: Date, timeZone = 'Europe/Copenhagen'): string {
  const p = dateParts(d, timeZone)
  return `${p.day}/${p.month}-${p.year} kl. ${p.hour}:${p.minute}:${p.second}`
}

/**
 * An instant's calendar fields in a time zone (Danish time unless told), two digits each but the
 * four-digit year: what the casino's date formats are written from.
 */
export function dateParts(d: Date, timeZone = 'Europe/Copenhagen') {
  const list = formatterOf(timeZone).formatToParts(d)
  const get = (t: string) => list.find((x) => x.type === t)?.value ?? '00'
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: pad(Number(get('hour'))),
    minute: get('minute'),
    second: get('second'),
  }
}

/**
 * One formatter per time zone, made on first use: the first of a locale loads its data, several
 * milliseconds on a phone (src/lib/when-first-used.ts says why that matters).
 */
const FORMATTERS = new Map<string, Intl.DateTimeFormat>()
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = FORMATTERS.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
    FORMATTERS.set(timeZone, f)
  }
  return f
}
