// The record pages (SPEC §9.7, issue 40) as HTTP: what each kind shows, in each language; the event's dates in its
// zone (timed, all-day, multi-day), its series' other dates, its "Add to calendar" links; venue, organizer and term
// pages with their upcoming events, paginated; the head (JSON-LD, canonical, hreflang, OpenGraph, Twitter); record
// text that tries to break out of the page. Visibility and passwords: pages-access.test.ts; caching and bad input:
// pages-http.test.ts; in a browser: test/e2e/pages.test.ts.
import t from 'tap'
import { BASE, build, createEvent, createTerm, req, type Res } from '../helper.js'

type Json = Record<string, any>

const path = (url: string): string => new URL(url).pathname
/** A GET; times in the HTML with plain spaces (ICU writes U+202F before AM/PM). */
async function get (app: Parameters<typeof req>[0], url: string, headers: Record<string, string> = {}): Promise<Res> {
  const res = await req(app, { method: 'GET', url, headers })
  return { ...res, raw: res.raw.replace(/\u202f/g, ' ') }
}

/** The JSON-LD of a page, parsed (there is at most one script element, and it is the JSON-LD). */
function jsonLd (html: string): Json | null {
  const m = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)
  return m ? JSON.parse(m[1]!) as Json : null
}

/** The page's HTML without its JSON-LD: what a browser parses as markup. */
const markup = (html: string): string => html.replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/, '')

/** The attributes named on* of every tag, reading the HTML as a browser tokenizes it: every value is double-quoted,
 *  so a value's text (an escaped `onerror=`) is not an attribute. An unquoted value or a stray quote fails the check. */
function handlerAttributes (html: string): string[] {
  const found: string[] = []
  for (const tag of html.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)) {
    const attrs = tag[2]!.replace(/\/$/, '')
    const rest = attrs.replace(/\s+[^\s="'<>/]+(?:="[^"]*")?/g, '')
    if (rest.trim() !== '') found.push(`${tag[1]}: unparsed ${rest}`)
    for (const a of attrs.matchAll(/\s([^\s="'<>/]+)(?:="[^"]*")?/g)) if (/^on/i.test(a[1]!)) found.push(`${tag[1]} ${a[1]}`)
  }
  return found
}

const soon = (days: number, time = '14:00:00'): string => `${new Date(Date.now() + days * 86400_000).toISOString().slice(0, 10)} ${time}`

t.test('an event page shows what SPEC §9.7 lists, from the API\'s own record', async (t) => {
  const app = await build(t, { timezone: 'Europe/Amsterdam' })
  const music = await createTerm(app, 'categories', { name: 'Music' })
  const e = await createEvent(app, {
    title: 'Spring Fair',
    status: 'publish',
    start_date: '2027-04-12 14:00:00',
    end_date: '2027-04-12 18:30:00',
    timezone: 'Europe/Amsterdam',
    venue: { venue: 'Town Hall', address: 'Stadhuisplein 1', city: 'Utrecht', country: 'Netherlands', latitude: 52.0907, longitude: 5.1214 },
    organizer: [{ organizer: 'Fair Club' }, { organizer: 'City Band' }],
    categories: [music.id],
    tags: ['outdoor'],
    cost: '12',
    website: 'https://fair.example.org/?a=1&b=2',
    description: '<p>Music <strong>all day</strong>.</p>',
    excerpt: 'Music and food.',
    image: 'https://img.example.org/fair.jpg',
  })
  const res = await get(app, path(e.url))
  t.equal(res.statusCode, 200)
  t.match(res.headers['content-type'], /^text\/html; charset=utf-8/)
  const html = res.raw
  t.match(html, '<html lang="en">')
  t.match(html, '<h1>Spring Fair</h1>')
  t.match(html, '<title>Spring Fair – Event calendar</title>')
  t.match(html, /<time datetime="2027-04-12T14:00:00\+02:00">Monday, April 12, 2027, 2:00 PM<\/time> – <time datetime="2027-04-12T18:30:00\+02:00">6:30 PM<\/time>/, 'dates in the event\'s zone')
  t.match(html, '(Time zone: Europe/Amsterdam)', 'with the zone')
  t.match(html, `<a href="${e.venue.url}">Town Hall</a>, Stadhuisplein 1, Utrecht, Netherlands`, 'the venue with its address')
  t.match(html, 'href="https://www.openstreetmap.org/?mlat=52.0907&amp;mlon=5.1214#map=17/52.0907/5.1214"', 'a plain map link')
  for (const o of e.organizer) t.match(html, `<a href="${o.url}">${o.organizer}</a>`, `organizer ${o.organizer}`)
  t.match(html, '<dd>$12</dd>', 'the cost as the API formats it')
  t.match(html, '<a href="https://fair.example.org/?a=1&amp;b=2" rel="noopener nofollow">', 'the website, escaped once')
  t.match(html, '<a href="https://example.org/events/category/music/">Music</a>', 'categories link to their pages')
  t.match(html, '<a href="https://example.org/tag/outdoor/">outdoor</a>', 'tags link to their pages')
  t.match(html, '<img class="image" src="https://img.example.org/fair.jpg" alt="Spring Fair">', 'the image')
  t.match(html, '<div class="description"><p>Music <strong>all day</strong>.</p></div>', 'the sanitized description')
  t.notMatch(html, /Canceled|Postponed/, 'a scheduled event carries no status label')

  // "Add to calendar": the event's own .ics, and Google Calendar's template in UTC.
  const ics = /href="([^"]+\.ics)"/.exec(html)?.[1]
  t.equal(ics, `${e.rest_url}.ics`)
  const feed = await get(app, path(ics!))
  t.equal(feed.statusCode, 200, 'the .ics link answers')
  t.match(feed.raw, 'SUMMARY:Spring Fair')
  const google = new URL(/href="(https:\/\/calendar\.google\.com[^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&'))
  t.equal(google.searchParams.get('action'), 'TEMPLATE')
  t.equal(google.searchParams.get('text'), 'Spring Fair')
  t.equal(google.searchParams.get('dates'), '20270412T120000Z/20270412T163000Z', 'UTC times')
  t.equal(google.searchParams.get('ctz'), 'Europe/Amsterdam')
  t.match(google.searchParams.get('location'), 'Town Hall, Stadhuisplein 1')
  t.match(google.searchParams.get('details'), e.url)

  // Every link of the page to a record answers its page.
  for (const url of [e.venue.url, ...e.organizer.map((o: Json) => o.url), 'https://example.org/events/category/music/', 'https://example.org/tag/outdoor/']) {
    t.equal((await get(app, path(url))).statusCode, 200, `${url} answers`)
  }

  // The head: the API's JSON-LD, canonical, OpenGraph and Twitter.
  const api = await get(app, `${BASE}/events/${e.id}`)
  t.same(jsonLd(html), api.body.json_ld, 'the JSON-LD is the API\'s')
  t.match(html, `<link rel="canonical" href="${e.url}">`)
  t.match(html, `<meta property="og:url" content="${e.url}">`)
  t.match(html, '<meta property="og:title" content="Spring Fair – Event calendar">')
  t.match(html, '<meta property="og:image" content="https://img.example.org/fair.jpg">')
  t.match(html, '<meta name="twitter:card" content="summary_large_image">')
  t.match(html, '<meta name="description" content="Music and food.">')
  t.notMatch(markup(html), /<script|<style|\sstyle=/, 'no script or inline style besides the JSON-LD')
  const css = /<link rel="stylesheet" href="([^"]+)">/.exec(html)![1]!
  const sheet = await get(app, css)
  t.equal(sheet.statusCode, 200, 'the stylesheet')
  t.match(sheet.headers['content-type'], /^text\/css/)
  t.equal(sheet.headers['cache-control'], 'public, max-age=31536000, immutable')
  t.equal((await get(app, '/pages/assets/pages-nope.css')).statusCode, 404, 'an unknown asset')
})

t.test('event status, all-day and multi-day forms, series dates', async (t) => {
  const app = await build(t)
  const canceled = await createEvent(app, { title: 'Called off', status: 'publish', event_status: 'canceled', event_status_reason: 'Storm <b>warning</b>', start_date: soon(3), end_date: soon(3, '16:00:00') })
  const c = (await get(app, path(canceled.url))).raw
  t.match(c, '<span class="status status-canceled">Canceled</span> Reason: Storm &lt;b&gt;warning&lt;/b&gt;', 'the status label and its reason as text')
  t.equal(jsonLd(c)!.eventStatus, 'https://schema.org/EventCancelled')

  const day = await createEvent(app, { title: 'Market day', status: 'publish', all_day: true, start_date: '2027-05-01', end_date: '2027-05-01' })
  const d = (await get(app, path(day.url))).raw
  t.match(d, '<time datetime="2027-05-01">Saturday, May 1, 2027</time> (All day)', 'one all-day date')
  const dg = new URL(/href="(https:\/\/calendar\.google\.com[^"]+)"/.exec(d)![1]!.replace(/&amp;/g, '&'))
  t.equal(dg.searchParams.get('dates'), '20270501/20270502', 'Google: all-day dates, the end exclusive')

  const days = await createEvent(app, { title: 'Festival', status: 'publish', all_day: true, start_date: '2027-05-01', end_date: '2027-05-03' })
  const ds = (await get(app, path(days.url))).raw
  t.match(ds, '<time datetime="2027-05-01">Saturday, May 1, 2027</time> – <time datetime="2027-05-03">Monday, May 3, 2027</time> (All day)', 'several all-day dates')
  const dsg = new URL(/href="(https:\/\/calendar\.google\.com[^"]+)"/.exec(ds)![1]!.replace(/&amp;/g, '&'))
  t.equal(dsg.searchParams.get('dates'), '20270501/20270504')

  const overnight = await createEvent(app, { title: 'Night run', status: 'publish', start_date: '2027-05-01 22:00:00', end_date: '2027-05-02 02:00:00' })
  t.match((await get(app, path(overnight.url))).raw, 'Saturday, May 1, 2027, 10:00 PM</time> – <time datetime="2027-05-02T02:00:00Z">Sunday, May 2, 2027, 2:00 AM</time>', 'timed over two days')

  const master = await createEvent(app, { title: 'Weekly class', status: 'publish', start_date: soon(2, '10:00:00'), end_date: soon(2, '11:00:00'), recurrence: ['RRULE:FREQ=WEEKLY;COUNT=4'] })
  const list = await get(app, `${BASE}/events?post_parent=${master.id}&per_page=50`)
  const occurrences: Json[] = list.body.events
  t.equal(occurrences.length, 3, 'three other occurrences')
  const second = occurrences[0]!
  const page = (await get(app, path(second.url))).raw
  for (const other of [master, ...occurrences.slice(1)]) t.match(page, `<a href="${other.url}">Weekly class</a>`, `links ${other.url}`)
  t.notMatch(page, `<a href="${second.url}">`, 'not itself')
  t.match(page, 'Other dates of this series')
  const masterPage = (await get(app, path(master.url))).raw
  for (const other of occurrences) t.match(masterPage, `<a href="${other.url}">`, 'the master lists its occurrences')
})

t.test('languages: the prefix picks the record and the words; translations are hreflang alternates', async (t) => {
  const app = await build(t)
  const en = await createEvent(app, { title: 'Concert', status: 'publish', start_date: '2027-06-05 20:00:00', end_date: '2027-06-05 22:00:00' })
  const nl = await createEvent(app, { title: 'Concert NL', status: 'publish', start_date: '2027-06-05 20:00:00', end_date: '2027-06-05 22:00:00', translation_of: en.id }, `/nl${BASE}/events`)
  const de = await createEvent(app, { title: 'Konzert', status: 'publish', start_date: '2027-06-05 20:00:00', end_date: '2027-06-05 22:00:00', translation_of: en.id }, `/de${BASE}/events`)
  const fr = await createEvent(app, { title: 'Concert FR', status: 'publish', start_date: '2027-06-05 20:00:00', end_date: '2027-06-05 22:00:00', translation_of: en.id }, `/fr${BASE}/events`)
  t.match(path(nl.url), /^\/nl\/event\//)
  const words = { en: ['When', 'Saturday, June 5, 2027'], nl: ['Wanneer', 'zaterdag 5 juni 2027'], de: ['Wann', 'Samstag, 5. Juni 2027'], fr: ['Quand', 'samedi 5 juin 2027'] }
  for (const [lang, record] of Object.entries({ en, nl, de, fr })) {
    const res = await get(app, path(record.url))
    t.equal(res.statusCode, 200, `${lang}: 200`)
    const html = res.raw
    t.match(html, `<html lang="${lang}">`)
    t.match(html, `<h1>${record.title}</h1>`)
    for (const word of words[lang as keyof typeof words]) t.match(html, word, `${lang}: ${word}`)
    for (const [l, other] of Object.entries({ en, nl, de, fr })) t.match(html, `<link rel="alternate" hreflang="${l}" href="${other.url}">`, `${lang}: hreflang ${l}`)
    t.match(html, `<link rel="alternate" hreflang="x-default" href="${en.url}">`)
    t.match(html, `<a href="${lang === 'en' ? '' : `/${lang}`}/">`, `${lang}: the calendar of its language`)
  }
  // A slug is looked up in the prefix's language: the Dutch record's slug under no prefix is not found, and the
  // English one under /nl neither (unless a Dutch record has it).
  t.equal((await get(app, `/event/${nl.slug}/`)).statusCode, nl.slug === en.slug ? 200 : 404)
  t.equal((await get(app, `/nl/event/${en.slug}/`)).statusCode, nl.slug === en.slug ? 200 : 404)
  t.match((await get(app, `/nl/event/${nl.slug}/`)).raw, '<h1>Concert NL</h1>')
  t.match((await get(app, '/nl/event/nope/')).raw, 'Pagina niet gevonden', 'the 404 page in the prefix\'s language')
  t.match((await get(app, '/en/event/nope/')).raw, 'Page not found')
})

t.test('venue, organizer and term pages list upcoming events, paginated', async (t) => {
  const app = await build(t, { postsPerPage: 2 })
  const tag = await createTerm(app, 'tags', { name: 'Jazz', description: 'Jazz <em>nights</em>' })
  const made: Json[] = []
  for (let i = 1; i <= 5; i++) {
    made.push(await createEvent(app, { title: `Gig ${i}`, status: 'publish', start_date: soon(i), end_date: soon(i, '16:00:00'), venue: { venue: 'Blue Note', city: 'Utrecht' }, organizer: [{ organizer: 'Jazz Club', email: 'hi@jazz.example.org', phone: '+31 30 123' }], tags: [tag.id] }))
  }
  await createEvent(app, { title: 'Old gig', status: 'publish', start_date: soon(-10), end_date: soon(-10, '16:00:00'), venue: { venue: 'Blue Note', city: 'Utrecht' }, tags: [tag.id] })
  const venueUrl = made[0]!.venue.url
  const organizerUrl = made[0]!.organizer[0].url
  const tagUrl = 'https://example.org/tag/jazz/'
  for (const [what, url] of [['venue', venueUrl], ['organizer', organizerUrl], ['tag', tagUrl]] as const) {
    const first = await get(app, path(url))
    t.equal(first.statusCode, 200, `${what}: 200`)
    const html = first.raw
    t.match(html, 'Upcoming events')
    t.match(html, `<a href="${made[0]!.url}">Gig 1</a>`)
    t.match(html, `<a href="${made[1]!.url}">Gig 2</a>`)
    t.notMatch(html, 'Gig 3', `${what}: two per page`)
    t.notMatch(html, 'Old gig', `${what}: past events are not upcoming`)
    t.match(html, 'Page 1 of 3')
    t.match(html, `<link rel="next" href="${url}?page=2">`, `${what}: rel next`)
    t.match(html, `<a rel="next" href="${url}?page=2">Next page</a>`)
    const second = await get(app, `${path(url)}?page=2`)
    t.equal(second.statusCode, 200)
    t.match(second.raw, 'Gig 3')
    t.match(second.raw, `<link rel="prev" href="${url}">`, `${what}: rel prev to the first page`)
    t.match(second.raw, `<link rel="canonical" href="${url}?page=2">`)
    const last = await get(app, `${path(url)}?page=3`)
    t.match(last.raw, 'Gig 5')
    t.notMatch(last.raw, 'rel="next"')
    for (const bad of ['4', '0', '-1', 'x', '1e3', '99999999999']) {
      t.equal((await get(app, `${path(url)}?page=${bad}`)).statusCode, 404, `${what}: page=${bad} is the 404 page`)
    }
  }
  const venue = (await get(app, path(venueUrl))).raw
  t.match(venue, '<h1>Blue Note</h1>')
  t.same(jsonLd(venue), (await get(app, `${BASE}/venues/${made[0]!.venue.id}`)).body.json_ld, 'the venue\'s JSON-LD is the API\'s')
  const organizer = (await get(app, path(organizerUrl))).raw
  t.match(organizer, '<a href="mailto:hi@jazz.example.org" rel="noopener nofollow">hi@jazz.example.org</a>')
  t.match(organizer, '<a href="tel:+3130123" rel="noopener nofollow">+31 30 123</a>')
  const tagPage = (await get(app, path(tagUrl))).raw
  t.match(tagPage, '<p class="kind">Tag</p>')
  t.match(tagPage, '<div class="description">Jazz <em>nights</em></div>')
  const empty = await createTerm(app, 'categories', { name: 'Empty' })
  const emptyPage = await get(app, `/events/category/${empty.slug}/`)
  t.equal(emptyPage.statusCode, 200, 'a term without events has its page')
  t.match(emptyPage.raw, 'No upcoming events.')
})

t.test('record text cannot break out of the page: body, attributes and JSON-LD', async (t) => {
  const app = await build(t)
  const attack = '</script><script>alert(1)</script>"><img src=x onerror=alert(2)>\'<svg onload=alert(3)>\u2028'
  // The same text entity-encoded: the API's plain-text reading (titles, JSON-LD) decodes it into real markup characters.
  const encoded = attack.replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
  for (const text of [attack, encoded]) {
    const term = await createTerm(app, 'categories', { name: `C ${text}`.slice(0, 150), description: text })
    const e = await createEvent(app, {
      title: `T ${text}`,
      status: 'publish',
      start_date: soon(4),
      end_date: soon(4, '16:00:00'),
      description: text,
      excerpt: text,
      cost: text,
      event_status: 'postponed',
      event_status_reason: text,
      venue: { venue: `V ${text}`, address: text, city: text, zip: text, country: text, phone: text, description: text },
      organizer: [{ organizer: `O ${text}`, email: text, phone: text, description: text }],
      categories: [term.id],
      tags: [`Tag ${text}`.slice(0, 150)],
    })
    for (const url of [e.url, e.venue.url, e.organizer[0].url, `https://example.org/events/category/${term.slug}/`, `https://example.org/tag/${e.tags[0].slug}/`]) {
      const res = await get(app, path(url))
      t.equal(res.statusCode, 200, `${url}: 200`)
      const html = res.raw
      const scripts = html.match(/<script\b/gi) ?? []
      t.ok(scripts.length <= 1, `${url}: at most the one JSON-LD script element`)
      // The description keeps what the API's sanitizer keeps (an <img> without its handler); nothing else makes markup.
      t.notMatch(markup(html), /<script|<svg|<iframe/i, `${url}: no script element from the text`)
      t.same(handlerAttributes(markup(html)), [], `${url}: no event-handler attribute in any tag`)
      const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1]
      if (ld !== undefined) {
        t.notMatch(ld, /[<>\u2028\u2029]/, `${url}: the JSON-LD has no raw <, > or line separator`)
        t.doesNotThrow(() => JSON.parse(ld), `${url}: the JSON-LD is JSON`)
      }
    }
    // Decoded, the entity-encoded title is markup text: the JSON-LD carries it whole, and it stayed inert above.
    if (text === encoded) t.match(jsonLd((await get(app, path(e.url))).raw)!.name, '</script><script>alert(1)</script>', 'the JSON-LD name keeps its text')
  }
})
