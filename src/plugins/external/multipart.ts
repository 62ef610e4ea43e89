// multipart/form-data bodies (SPEC §3.1): fields only; uploaded files are read and dropped.
import multipart from '@fastify/multipart'
import fp from 'fastify-plugin'
import { BODY_LIMIT } from '../../lib/limits.js'

export default fp(async (app) => {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fieldSize: BODY_LIMIT, fields: 2000, files: 10 },
    onFile: async (part) => { part.file.resume() },
  })
}, { name: 'multipart' })
