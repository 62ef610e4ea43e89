// multipart/form-data bodies (SPEC §3.1, §7): fields only, at most MULTIPART_FIELDS of them; uploaded files are read
// and dropped. Parsed here with busboy (the parser under @fastify/multipart) from the request's payload stream, so
// that every byte, files included, passes the 1 MiB counter of ../app/body-limit.ts (@fastify/multipart reads the raw
// request, beside it). Repeated names give arrays, as in a form body; every value is a string.
import { Busboy } from '@fastify/busboy'
import type { Readable } from 'node:stream'
import fp from 'fastify-plugin'
import { ApiError, bodyTooLarge } from '../../errors.js'
import { BODY_LIMIT, MULTIPART_FIELDS, MULTIPART_FILES } from '../../domain/limits.js'

type Fields = Record<string, string | string[]>

function parseMultipart (headers: Record<string, string | string[] | undefined>, payload: Readable, done: (err: Error | null, body?: Fields) => void): void {
  const body: Fields = {}
  let settled = false
  const settle = (err: Error | null) => {
    if (settled) return
    settled = true
    if (err) payload.unpipe()
    done(err, err ? undefined : body)
  }
  let bb: InstanceType<typeof Busboy>
  try {
    bb = new Busboy({ headers: headers as { 'content-type': string }, limits: { fields: MULTIPART_FIELDS, files: MULTIPART_FILES, parts: MULTIPART_FIELDS + MULTIPART_FILES, fieldSize: BODY_LIMIT } })
  } catch (err) {
    settle(err as Error)
    return
  }
  const tooMany = () => settle(bodyTooLarge(`A multipart body may have at most ${MULTIPART_FIELDS} fields and ${MULTIPART_FILES} files.`))
  bb.on('field', (name: string, value: string) => {
    // Names such as __proto__ or constructor would reach the prototype of the body object.
    if (name in Object.prototype) { settle(new ApiError('rest_invalid_body', 400, `The multipart/form-data body cannot be read: field name "${name}" is not allowed.`)); return }
    const seen = body[name]
    body[name] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value]
  })
  bb.on('file', (_name: string, file: Readable) => { file.resume() })
  bb.on('fieldsLimit', tooMany)
  bb.on('partsLimit', tooMany)
  bb.on('error', (err: Error) => settle(err))
  bb.on('finish', () => settle(null))
  payload.on('error', (err) => settle(err))
  payload.pipe(bb)
}

export default fp(async (app) => {
  app.addContentTypeParser('multipart/form-data', (request, payload, done) => parseMultipart(request.headers, payload, done))
}, { name: 'multipart' })
