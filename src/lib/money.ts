const KR = new Intl.NumberFormat('da-DK', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** kr. in the da-DK format with 2 decimals (SPEC.md section 1): 1234.5 -> '1.234,50 kr.' */
export const formatKr = (kr: number): string => `${KR.format(kr)} kr.`
