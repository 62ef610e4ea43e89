// The operations of a term kind's routes (categories, tags; SPEC §4.4), one service function each, answering the
// presented terms (./present.ts), so that a route (src/routes/term-routes.ts) calls one function and sends what it gets.
import type { Static } from '@sinclair/typebox'
import type { ServiceContext } from '../context.js'
import { MAX_PER_PAGE, pageLinks, type PageLinks } from '../lib/http/pagination.js'
import type { Term } from '../generated/prisma/client.js'
import type { Term as TermObject } from '../schemas/term.js'
import { presentTerms } from './present.js'
import { deleteTerm, listTerms, loadTerm, writeTerm, type TermKind, type TermListQuery, type TermWrite } from './terms.js'

type Item = Static<typeof TermObject>

const one = async (sc: ServiceContext, term: Term): Promise<Item> => (await presentTerms(sc, [term]))[0]!

export function termOperations (kind: TermKind) {
  return {
    /** One page of the list at `collection` (its URL, for the links); past the last page an empty one (SPEC §3.4). */
    async list (sc: ServiceContext, q: TermListQuery, collection: string): Promise<{ items: Item[]; links: PageLinks }> {
      const result = await listTerms(sc, kind, q, MAX_PER_PAGE)
      // `previous_rest_url` whenever N > 1.
      return { items: await presentTerms(sc, result.rows), links: pageLinks(collection, result, false) }
    },
    create: async (sc: ServiceContext, body: TermWrite): Promise<Item> => one(sc, await writeTerm(sc, kind, body)),
    read: async (sc: ServiceContext, id: number): Promise<Item> => one(sc, await loadTerm(sc, kind, id)),
    update: async (sc: ServiceContext, id: number, body: TermWrite): Promise<Item> => one(sc, await writeTerm(sc, kind, body, id)),
    /** the term as it was before it was deleted */
    remove: async (sc: ServiceContext, id: number): Promise<Item> => one(sc, await deleteTerm(sc, kind, id)),
  }
}
