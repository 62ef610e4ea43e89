'use strict'
// See package.json: only `prisma dev` loads this package, and this project does not use `prisma dev`.
exports.startLocalDurableStreamsServer = function () {
  throw new Error('`prisma dev` is not supported here: use SQLite (the default) or a PostgreSQL server (README, "Scaling out")')
}
