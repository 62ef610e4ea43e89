// Which database a DATABASE_URL selects and how a PostgreSQL URL becomes pg settings (README "Scaling out").
import t from 'tap'
import { databaseKind, postgresConnection } from '../../src/db/client.js'
import { ConfigError, loadConfig } from '../../src/config.js'

t.test('DATABASE_URL selects the database', async (t) => {
  t.equal(databaseKind('file:./data/calendar.db'), 'sqlite')
  t.equal(databaseKind('postgresql://u@h/db'), 'postgresql')
  t.equal(databaseKind('postgres://u@h/db'), 'postgresql', 'the short scheme too')
})

t.test('a PostgreSQL URL: settings one by one, ?schema= as search_path, pool size', async (t) => {
  const { config, schema } = postgresConnection('postgresql://cal:s%40cret@db.internal:6543/calendar?schema=events&connection_limit=5&sslmode=disable', 7)
  t.equal(schema, 'events')
  t.match(config, { host: 'db.internal', port: 6543, user: 'cal', password: 's@cret', database: 'calendar', max: 7 })
  t.equal(config.options, '-c search_path="events"')
  t.notOk('connectionString' in config, 'no connection string: a caller may override `database` (the shadow database)')
  t.notOk('connection_limit' in config || 'schema' in config, 'Prisma-only URL options are not sent to the server')
  t.equal(postgresConnection('postgresql://u@h/db').schema, 'public', 'default schema')
  t.equal(postgresConnection('postgresql://u@h/db?schema=we"ird').config.options, '-c search_path="we""ird"', 'quoted')
})

t.test('DATABASE_POOL_SIZE: default 10, validated', async (t) => {
  t.equal(loadConfig({}).databasePoolSize, 10)
  t.equal(loadConfig({ DATABASE_POOL_SIZE: '25' }).databasePoolSize, 25)
  t.throws(() => loadConfig({ DATABASE_POOL_SIZE: '0' }), ConfigError)
  t.throws(() => loadConfig({ DATABASE_URL: 'mysql://x' }), ConfigError, 'other databases are refused at start')
})
