// The workspace's shell (SPEC §9.8, issue 41) as HTTP: `/manage/` and under each language prefix, naming the
// workspace's hashed script and stylesheet and the REST base its script calls; never stored by a cache, never
// framed, never indexed; no data of anyone in it (the script reads everything through the API). The workspace in a
// browser: test/e2e/manage-*.test.ts.
import t from 'tap'
import { BASE, build, req } from '../helper.js'

t.test('the shell in each language: its script, stylesheet and base; private headers; no inline script or style', async (t) => {
  const app = await build(t)
  for (const [url, lang, base] of [['/manage/', 'en', BASE], ['/manage', 'en', BASE], ['/nl/manage/', 'nl', `/nl${BASE}`], ['/fr/manage/', 'fr', `/fr${BASE}`]] as const) {
    const res = await req(app, { method: 'GET', url, headers: { cookie: 'calendar_session=whatever' } })
    t.equal(res.statusCode, 200, `${url}: 200`)
    t.match(res.headers['content-type'], /^text\/html; charset=utf-8/)
    t.equal(res.headers['cache-control'], 'no-store', `${url}: no cache keeps it`)
    t.match(res.headers.vary, /Cookie/i, `${url}: varies by cookie`)
    t.match(res.headers['content-security-policy'], /frame-ancestors 'none'/, `${url}: never framed`)
    t.match(res.headers['content-security-policy'], /script-src 'self'/)
    t.equal(res.headers['x-frame-options'], 'DENY')
    t.match(res.headers['x-robots-tag'], /noindex/)
    const html = res.raw
    t.match(html, new RegExp(`<html lang="${lang}">`))
    const script = /<script type="module" src="\/calendar\/assets\/(manage-[A-Z0-9]+\.js)"><\/script>/.exec(html)?.[1]
    const style = /<link rel="stylesheet" href="\/calendar\/assets\/(manage-[A-Z0-9]+\.css)">/.exec(html)?.[1]
    const config = /<script type="application\/json" id="manage-config">(.*?)<\/script>/.exec(html)?.[1]
    t.ok(script && style && config, `${url}: names its script, stylesheet and configuration`)
    t.notMatch(html.replace(/<script type="application\/json"[^>]*>.*?<\/script>/, ''), /<script(?![^>]*\ssrc=)|<style|\sstyle=/, 'no inline script or style')
    t.notMatch(html, /https?:\/\//, 'nothing from another site')
    t.match(JSON.parse(config!), { base, lang, pages: { en: '/en/manage/', nl: '/nl/manage/' }, submissions: false })
    const js = await req(app, { method: 'GET', url: `/calendar/assets/${script!}` })
    t.equal(js.statusCode, 200)
    t.match(js.headers['content-type'], /javascript/)
    const css = await req(app, { method: 'GET', url: `/calendar/assets/${style!}` })
    t.equal(css.statusCode, 200)
    t.match(css.headers['content-type'], /text\/css/)
  }
})

t.test('PUBLIC_SUBMISSIONS tells the script whether /submit/ is open', async (t) => {
  const app = await build(t, { publicSubmissions: true })
  const res = await req(app, { method: 'GET', url: '/manage/' })
  t.match(JSON.parse(/id="manage-config">(.*?)<\/script>/.exec(res.raw)![1]!), { submissions: true })
})
