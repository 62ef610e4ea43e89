// Constraint violations that a concurrent write causes past the checks and retries are contract errors (503 with
// Retry-After: the same request sent again gets its real answer), never a 500; other errors keep their 500.
import t from 'tap'
import { toApiError } from '../../src/plugins/app/errors.js'

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
    const api = toApiError(err)
    t.equal(api?.statusCode, 503, err.message)
    t.equal(api?.code, 'service_unavailable')
    t.equal(api?.headers['retry-after'], '1')
  }
})

t.test('other errors are not disguised', async (t) => {
  t.equal(toApiError(prismaError('P2025', 'Record to update not found.')), null, 'an unexpected Prisma error stays a 500')
  t.equal(toApiError(new TypeError('x is undefined')), null)
  const trigger = Object.assign(prismaError('P2003', 'Foreign key constraint violated'), {
    meta: { driverAdapterError: { cause: { originalCode: 'SQLITE_CONSTRAINT_TRIGGER', kind: 'ForeignKeyConstraintViolation' } } },
  })
  t.equal(toApiError(trigger), null, 'a trigger\'s refusal that the SQLite adapter reports as a foreign-key violation stays a 500')
})
