import t from 'tap'
import { formatCost, type FormattedCost } from '../../src/domain/cost.js'

// [entries, cost, currency_symbol, currency_position, values]
type Row = [string[] | null, string, string, '' | 'prefix' | 'postfix', string[]]

function want ([, cost, symbol, position, values]: Row): FormattedCost {
  return { cost, cost_details: { currency_symbol: symbol, currency_code: '', currency_position: position, values } }
}

function run (rows: Row[], defaultSymbol = '$'): [FormattedCost, FormattedCost, string][] {
  return rows.map((row) => [formatCost(row[0], defaultSymbol), want(row), JSON.stringify(row[0])])
}

t.test('SPEC §4.1 cost table', async (t) => {
  for (const [got, exp, msg] of run([
    [['20$'], '20$', '$', 'postfix', ['20']],
    [['0$', '20$', '30$'], 'Free – 30$', '$', 'postfix', ['0', '20', '30']],
    [['23'], '$23', '', '', ['23']],
  ])) t.same(got, exp, msg)
})

t.test('no cost → empty string and empty details', async (t) => {
  for (const [got, exp, msg] of run([
    [null, '', '', '', []],
    [[], '', '', '', []],
    [[''], '', '', '', []],
    [['   ', ''], '', '', '', []],
  ])) t.same(got, exp, msg)
})

t.test('prefix symbols and ranges (en dash U+2013)', async (t) => {
  for (const [got, exp, msg] of run([
    [['€5', '€12'], '€5 – €12', '€', 'prefix', ['5', '12']],
    [['€12', '€5'], '€5 – €12', '€', 'prefix', ['5', '12']],
    [['€6.50 - €8.50'], '€6.50 – €8.50', '€', 'prefix', ['6.50', '8.50']],
    [['6.50€ - 8.50€'], '6.50€ – 8.50€', '€', 'postfix', ['6.50', '8.50']],
    [['$ 10'], '$10', '$', 'prefix', ['10']],
    [['10 USD'], '10USD', 'USD', 'postfix', ['10']],
  ])) t.same(got, exp, msg)
  t.equal(formatCost(['€5', '€12'], '$').cost.charCodeAt(3), 0x2013)
})

t.test('zero renders as Free', async (t) => {
  for (const [got, exp, msg] of run([
    [['0'], 'Free', '', '', ['0']],
    [['0.00'], 'Free', '', '', ['0.00']],
    [['€0', '€0'], 'Free', '€', 'prefix', ['0']],
    [['0', '15'], 'Free – $15', '', '', ['0', '15']],
  ])) t.same(got, exp, msg)
})

t.test('non-numeric costs are returned verbatim with empty details', async (t) => {
  for (const [got, exp, msg] of run([
    [['Free'], 'Free', '', '', []],
    [['Donation'], 'Donation', '', '', []],
    [['Donation', 'Pay what you want'], 'Donation, Pay what you want', '', '', []],
    // a non-numeric entry is ignored once another entry has numbers
    [['Donation', '€5'], '€5', '€', 'prefix', ['5']],
  ])) t.same(got, exp, msg)
})

t.test('default symbol is a prefix and only used when the event has none', async (t) => {
  for (const [got, exp, msg] of run(
    [
      [['23'], '£23', '', '', ['23']],
      [['5', '10'], '£5 – £10', '', '', ['5', '10']],
      [['5$'], '5$', '$', 'postfix', ['5']],
    ],
    '£'
  )) t.same(got, exp, msg)
  for (const [got, exp, msg] of run([[['7'], '7', '', '', ['7']]], '')) t.same(got, exp, msg)
})

t.test('mixed symbols → no symbol, default symbol in cost', async (t) => {
  for (const [got, exp, msg] of run([
    [['€5', '$10'], '$5 – $10', '', '', ['5', '10']],
    [['5$', '$10'], '$5 – $10', '', '', ['5', '10']],
    [['0', '20$'], 'Free – $20', '', '', ['0', '20']],
  ])) t.same(got, exp, msg)
})

t.test('number parsing: decimals, thousands, duplicates, sort order', async (t) => {
  for (const [got, exp, msg] of run([
    [['1,5'], '$1.5', '', '', ['1.5']],
    [['€6,50'], '€6.50', '€', 'prefix', ['6.50']],
    [['6.50'], '$6.50', '', '', ['6.50']],
    [['1,000'], '$1000', '', '', ['1000']],
    [['1,000.50'], '$1000.50', '', '', ['1000.50']],
    [['1.000,50'], '$1000.50', '', '', ['1000.50']],
    [['1.000.000'], '$1000000', '', '', ['1000000']],
    [['5', '5'], '$5', '', '', ['5']],
    [['5', '5.00'], '$5', '', '', ['5']],
    [['100', '20', '3'], '$3 – $100', '', '', ['3', '20', '100']],
    [['10 - 20 - 15'], '$10 – $20', '', '', ['10', '15', '20']],
  ])) t.same(got, exp, msg)
})
