// Outbound address checks (SPEC §9.4, issue 37): IPv6 forms that carry an IPv4 address (IPv4-mapped, IPv4-compatible,
// 6to4, NAT64, Teredo, ISATAP) are judged by that IPv4, and loopback names are refused in every spelling, trailing dot
// included. Public addresses in any of those forms stay allowed.
import t from 'tap'
import { isPrivateAddress, webhookUrlProblem } from '../../../src/lib/infra/outbound.js'
import { ALLOWED_ADDRESSES, ALLOWED_URLS, REFUSED_ADDRESSES, REFUSED_URLS } from '../../fixtures/outbound-addresses.js'

t.test('isPrivateAddress: IPv6 forms are judged by the IPv4 they carry', async (t) => {
  for (const [form, address] of REFUSED_ADDRESSES) t.equal(isPrivateAddress(address), true, `refused: ${form} (${address})`)
  for (const [form, address] of ALLOWED_ADDRESSES) t.equal(isPrivateAddress(address), false, `allowed: ${form} (${address})`)
})

t.test('webhookUrlProblem: every refused form and spelling, with and without WEBHOOK_ALLOW_PRIVATE', async (t) => {
  for (const url of REFUSED_URLS) {
    t.match(webhookUrlProblem(url, false), /loopback, private or link-local/, `refused: ${url}`)
    t.equal(webhookUrlProblem(url, true), null, `allowed when private targets are: ${url}`)
  }
  for (const url of ALLOWED_URLS) t.equal(webhookUrlProblem(url, false), null, `allowed: ${url}`)
})
