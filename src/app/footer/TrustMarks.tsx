import { daFooter as t } from '../../text/footer.ts'

/**
 * The marks a Danish player looks for: 18+, the regulator's licence, ROFUS and StopSpillet. Drawn
 * here as plain badges (no one's logo is copied); each but 18+ links to the body it names.
 */
function AgeMark({ size = 40 }: { size?: number }) {
  return (
    <svg
      className="mark mark--age"
      width={size}
      height={size}
      viewBox="0 0 40 40"
      role="img"
      aria-label={t.ageText}
    >
      <circle cx="20" cy="20" r="18" fill="#fff" stroke="#d7263d" strokeWidth="3.5" />
      <text
        x="20"
        y="24.5"
        textAnchor="middle"
        fontSize="13"
        fontWeight="800"
        fill="#111"
        fontFamily="Inter, system-ui, sans-serif"
      >
        18+
      </text>
    </svg>
  )
}

function Badge({
  href,
  label,
  line1,
  line2,
  tone,
}: {
  href: string
  label: string
  line1: string
  line2: string
  tone: string
}) {
  return (
    <a className="mark mark--badge" href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
      <svg width="14" height="16" viewBox="0 0 14 16" aria-hidden="true" focusable="false">
        <path d="M7 0l7 3v5c0 4-3 7-7 8-4-1-7-4-7-8V3z" fill={tone} />
        <path d="M3.5 8l2.5 2.5 4.5-5" stroke="#fff" strokeWidth="1.8" fill="none" strokeLinecap="round" />
      </svg>
      <span>
        <strong>{line1}</strong>
        <small>{line2}</small>
      </span>
    </a>
  )
}

export function TrustMarks() {
  return (
    <section className="footer__marks" aria-label={t.marks}>
      <AgeMark />
      <Badge
        href="https://www.spillemyndigheden.dk"
        label={t.licensed}
        line1="Spillemyndigheden"
        line2="Licenseret"
        tone="#0b6e4f"
      />
      <Badge
        href="https://www.rofus.nu"
        label="ROFUS – udeluk dig selv"
        line1="ROFUS"
        line2="Udeluk dig selv"
        tone="#1f5fa8"
      />
      <Badge
        href="https://www.stopspillet.dk"
        label="StopSpillet – hjælp til spilafhængighed"
        line1="StopSpillet"
        line2="70 22 28 25"
        tone="#c2410c"
      />
    </section>
  )
}
