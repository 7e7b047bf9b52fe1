const pad = (n: number) => String(n).padStart(2, '0')

/** SPEC.md section 9: 'DD.MM.YY kl HH:mm', in Danish time. */
export function formatDateTime(d: Date, timeZone = 'Europe/Copenhagen'): string {
  const p = parts(d, timeZone)
  return `${p.day}.${p.month}.${p.year.slice(2)} kl ${p.hour}:${p.minute}`
}

/** lastLogin (SPEC.md section 3): 'DD/MM-YYYY kl. HH:mm:ss'. */
export function formatLastLogin(d: Date, timeZone = 'Europe/Copenhagen'): string {
  const p = parts(d, timeZone)
  return `${p.day}/${p.month}-${p.year} kl. ${p.hour}:${p.minute}:${p.second}`
}

function parts(d: Date, timeZone: string) {
  const f = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
  const get = (t: string) => f.formatToParts(d).find((x) => x.type === t)?.value ?? '00'
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: pad(Number(get('hour'))),
    minute: get('minute'),
    second: get('second'),
  }
}
