// Discovery headers on every response (SPEC §1.6), and the charset spelling of SPEC §3.1.
import fp from 'fastify-plugin'
import { NAMESPACE, siteOf } from '../../context.js'
import { LANGUAGES } from '../../schemas/common.js'

export default fp(async (app) => {
  const { config } = app
  app.addHook('onSend', async (request, reply) => {
    const [, first = ''] = request.url.split('/')
    const langPrefix = (LANGUAGES as readonly string[]).includes(first) ? `/${first}` : ''
    const site = siteOf(config, request)
    // SPEC §3.1 spells the charset in capitals.
    if (String(reply.getHeader('content-type') ?? '').startsWith('application/json')) reply.header('content-type', 'application/json; charset=UTF-8')
    reply.header('X-Calendar-API-VERSION', 'v1')
    reply.header('X-Calendar-API-ROOT', `${site}${langPrefix}${config.restPrefix}/${NAMESPACE}/`)
    reply.header('X-Calendar-API-ORIGIN', site)
  })
}, { name: 'discovery-headers' })
