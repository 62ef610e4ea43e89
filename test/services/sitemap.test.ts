// The sitemap's service (SPEC §9.7) without HTTP: how the listed records of each kind are cut into files (counts, the
// id each file begins after, its newest modification), that the cut leaves out what an anonymous caller may not read
// whole, and that a file holds exactly its records, with the work's own addresses (systemContext).
import t from 'tap'
import { sitemap, sitemapFile, sitemapFiles } from '../../src/services/sitemap.js'
import { build, createEvent, serviceContext } from '../helper.js'
import { childText, parseXml } from '../xml.js'

t.test('files of at most the limit, in id order, with the records anyone may read whole', async (t) => {
  const app = await build(t, { sitemapMaxUrls: 2 })
  const listed: any[] = []
  for (let i = 0; i < 5; i++) {
    listed.push(await createEvent(app, { title: `Listed ${i}` }))
    // Between the listed ones, so that the cut has to skip them.
    await createEvent(app, { title: `Draft ${i}`, status: 'draft' })
    await createEvent(app, { title: `Locked ${i}`, password: 'secret' })
  }
  const sc = serviceContext(app)
  const files = await sitemapFiles(sc)
  t.same(files.event.map((f) => f.count), [2, 2, 1], 'five listed events in files of 2, 2 and 1')
  t.same(files.event.map((f) => f.after), [0, listed[1].id, listed[3].id], 'each file begins after the last id of the one before')
  const stamps = listed.map((e) => e.modified_utc.replace(' ', 'T'))
  const newest = [[0, 1], [2, 3], [4]].map((ids) => ids.map((i) => stamps[i]!).sort().at(-1))
  t.same(files.event.map((f) => f.lastmod.toISOString().slice(0, 19)), newest, 'each file\'s newest modification')
  t.same(files.venue, [], 'no venues')
  t.same(files.organizer, [], 'no organizers')

  for (const [n, ids] of [[1, [0, 1]], [2, [2, 3]], [3, [4]]] as const) {
    const answer = await sitemapFile(sc, files, 'event', n)
    const locs = parseXml(answer!.body).children.map((u) => childText(u, 'loc'))
    t.same(locs, ids.map((i) => listed[i]!.url), `file ${n}: its records`)
  }
  t.equal(await sitemapFile(sc, files, 'event', 4), null, 'no fourth file')
  t.equal(await sitemapFile(sc, files, 'venue', 1), null, 'no venue file')

  const index = await sitemap(sc, files, (kind, n) => `${sc.site}/${kind}/${n}`)
  t.same(parseXml(index.body).children.map((f) => childText(f, 'loc')), ['https://example.org/event/1', 'https://example.org/event/2', 'https://example.org/event/3'], 'an index past the limit, with the addresses it is given')
  t.equal(index.lastModified?.getTime(), Math.max(...files.event.map((f) => f.lastmod.getTime())), 'its Last-Modified: the newest file')
})

t.test('within the limit: one urlset of every kind', async (t) => {
  const app = await build(t, { publicUrl: 'https://front.example' })
  const e = await createEvent(app, { title: 'Fair', venue: { venue: 'Hall' } })
  const sc = serviceContext(app)
  const answer = await sitemap(sc, await sitemapFiles(sc), () => t.fail('no file addresses within the limit') as unknown as string)
  const locs = parseXml(answer.body).children.map((u) => childText(u, 'loc'))
  t.same(locs, ['https://front.example/event/fair/', 'https://front.example/venue/hall/'], 'events, then venues, at PUBLIC_URL')
  t.same(locs, [e.url, e.venue.url], 'the urls the API gives')
})
