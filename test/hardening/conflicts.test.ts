// Constraint violations that a concurrent write causes past the checks and retries are contract errors (503 with
// Retry-After: the same request sent again gets its real answer), never a 500; other errors keep their 500. The
// repositories turn the database's errors into the domain's (domainError), which the error handler answers.
import t from 'tap'
import { toApiError } from '../../src/plugins/app/errors.js'
import { domainError } from '../../src/repositories/dialect.js'
import { TermRepository } from '../../src/repositories/terms.js'
import { auth, BASE, build, expectError, req } from '../helper.js'

const prismaError = (code: string, message = 'x') => Object.assign(new Error(message), { code })

t.test('lost races map to 503 service_unavailable with Retry-After', async (t) => {
  const races = [
    prismaError('P2002', 'Unique constraint failed on the fields: (`slug`)'),
    prismaError('P2003', 'Foreign key constraint violated'),
    prismaError('P2034', 'Transaction failed due to a write conflict or a deadlock'),
    prismaError('23505'),
    Object.assign(new Error('UNIQUE constraint failed: Venue.slug'), { code: 'SQLITE_CONSTRAINT_UNIQUE' }),
    new Error('SqliteError: database is locked'),
  ]
  for (const err of races) {
    const api = toApiError(domainError(err) as Error)
    t.equal(api?.statusCode, 503, err.message)
    t.equal(api?.code, 'service_unavailable')
    t.equal(api?.headers['retry-after'], '1')
  }
})

t.test('other errors are not disguised', async (t) => {
  t.equal(toApiError(domainError(prismaError('P2025', 'Record to update not found.')) as Error), null, 'an unexpected Prisma error stays a 500')
  t.equal(toApiError(domainError(new TypeError('x is undefined')) as Error), null)
  const trigger = Object.assign(prismaError('P2003', 'Foreign key constraint violated'), {
    meta: { driverAdapterError: { cause: { originalCode: 'SQLITE_CONSTRAINT_TRIGGER', kind: 'ForeignKeyConstraintViolation' } } },
  })
  t.equal(toApiError(domainError(trigger) as Error), null, 'a trigger\'s refusal that the SQLite adapter reports as a foreign-key violation stays a 500')
})

t.test('a conflict from a repository reaches the client as 503, in a transaction and outside one', async (t) => {
  const app = await build(t)
  // Outside a transaction: a read of the category list.
  app.repos.terms.list = async () => { throw prismaError('P2002', 'Unique constraint failed on the fields: (`slug`)') }
  const listed = await req(app, { method: 'GET', url: `${BASE}/categories` })
  expectError(t, listed, 503, 'service_unavailable', undefined, 'read')
  t.equal(listed.headers['retry-after'], '1')
  // Inside one, past its retries: every transaction's repositories are new, so the class's method is the one to change.
  const create = TermRepository.prototype.create
  t.teardown(() => { TermRepository.prototype.create = create })
  TermRepository.prototype.create = async () => { throw prismaError('P2002', 'Unique constraint failed on the fields: (`slug`)') }
  expectError(t, await req(app, { method: 'POST', url: `${BASE}/categories`, headers: auth, payload: { name: 'Jazz' } }), 503, 'service_unavailable', undefined, 'write')
  // Errors that are not conflicts stay what they were: a 500.
  app.repos.terms.list = async () => { throw prismaError('P2025', 'Record to update not found.') }
  expectError(t, await req(app, { method: 'GET', url: `${BASE}/categories?page=1` }), 500, 'internal_server_error', undefined, 'not a conflict')
})
