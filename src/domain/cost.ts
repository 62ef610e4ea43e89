// Event cost formatting (SPEC §4.1 "Cost formatting" and its table).

export interface CostDetails {
  currency_symbol: string;
  currency_code: '';
  currency_position: 'prefix' | 'postfix' | '';
  values: string[];
}

export interface FormattedCost {
  cost: string;
  cost_details: CostDetails;
}

type Position = CostDetails['currency_position']

// A run of digits joined by single `.`/`,` separators; interpreted by normalizeNumber.
const NUMBER_RUN = /\d+(?:[.,]\d+)*/g

/**
 * SPEC §4.1 allows one `.` or `,` decimal separator; anything else is a thousands separator.
 * Rule chosen here (documented because the SPEC leaves it open):
 *  - both `.` and `,` present → the last separator is the decimal one, the others are thousands (`1,000.50`);
 *  - the same separator more than once → all thousands (`1.000.000`);
 *  - a single `,` followed by exactly 3 digits → thousands (`1,000` → `1000`), otherwise decimal (`1,5` → `1.5`);
 *  - a single `.` → always decimal, kept as written (`6.50`).
 */
function normalizeNumber (run: string): string {
  const seps: string[] = run.match(/[.,]/g) ?? []
  if (seps.length === 0) return run
  const last = Math.max(run.lastIndexOf('.'), run.lastIndexOf(','))
  const mixed = seps.includes('.') && seps.includes(',')
  if (!mixed && seps.length > 1) return run.replace(/[.,]/g, '')
  if (!mixed && seps[0] === ',' && run.length - last - 1 === 3) return run.replace(',', '')
  return run.slice(0, last).replace(/[.,]/g, '') + '.' + run.slice(last + 1)
}

interface ParsedEntry {
  numbers: string[];
  symbol: string;
  position: Position;
}

/**
 * The symbol is the text before the first number (prefix) or, when there is none, after the last
 * number (postfix); text between numbers (`" - "` in `"€6.50 - €8.50"`) is a range separator.
 */
function parseEntry (entry: string): ParsedEntry {
  const matches = [...entry.matchAll(NUMBER_RUN)]
  const first = matches.at(0)
  const lastMatch = matches.at(-1)
  if (first === undefined || lastMatch === undefined) return { numbers: [], symbol: '', position: '' }
  const before = entry.slice(0, first.index).trim()
  const after = entry.slice(lastMatch.index + lastMatch[0].length).trim()
  const numbers = matches.map((m) => normalizeNumber(m[0]))
  if (before !== '') return { numbers, symbol: before, position: 'prefix' }
  if (after !== '') return { numbers, symbol: after, position: 'postfix' }
  return { numbers, symbol: '', position: '' }
}

function emptyCost (cost = ''): FormattedCost {
  return { cost, cost_details: { currency_symbol: '', currency_code: '', currency_position: '', values: [] } }
}

/**
 * Format stored cost entries (SPEC §4.1). `defaultSymbol` is DEFAULT_CURRENCY_SYMBOL (SPEC §1.1),
 * always placed before the number, and only used in `cost`, never in `cost_details`.
 * Decisions: blank entries are ignored; non-numeric entries are ignored when another entry has
 * numbers; with no numbers at all the non-blank entries are returned verbatim (joined with ", " if
 * several); an entry without symbol counts as symbol "" when comparing symbols across entries;
 * duplicates are collapsed by numeric value, keeping the first spelling met.
 */
export function formatCost (entries: string[] | null, defaultSymbol: string): FormattedCost {
  const present = (entries ?? []).filter((e) => typeof e === 'string' && e.trim() !== '')
  if (present.length === 0) return emptyCost()

  const numeric = present.map(parseEntry).filter((p) => p.numbers.length > 0)
  const [ref] = numeric
  if (ref === undefined) return emptyCost(present.join(', '))

  const byValue = new Map<number, string>()
  for (const p of numeric) {
    for (const n of p.numbers) {
      const v = Number(n)
      if (!byValue.has(v)) byValue.set(v, n)
    }
  }
  const sorted = [...byValue.entries()].sort((a, b) => a[0] - b[0])
  const values = sorted.map(([, s]) => s)

  const same = numeric.every((p) => p.symbol === ref.symbol && p.position === ref.position)
  const symbol = same ? ref.symbol : ''
  const position: Position = same ? ref.position : ''

  const render = ([v, s]: [number, string]): string => {
    if (v === 0) return 'Free'
    if (symbol !== '') return position === 'postfix' ? s + symbol : symbol + s
    return defaultSymbol + s
  }
  const min = sorted.at(0)
  const max = sorted.at(-1)
  // Never taken: `ref` has a number, so `sorted` has at least one entry.
  if (min === undefined || max === undefined) return emptyCost(present.join(', '))
  const cost = sorted.length === 1 ? render(min) : `${render(min)} \u2013 ${render(max)}`

  return {
    cost,
    cost_details: { currency_symbol: symbol, currency_code: '', currency_position: position, values },
  }
}
