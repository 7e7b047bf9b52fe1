import Fastify from 'fastify'

// The smallest useful Fastify answer: what a route costs with no work of its own.
const app = Fastify({ logger: false })
app.get('/bare', async () => ({ success: true, data: { hello: 'world' } }))
await app.listen({ port: Number(process.env.PORT ?? 8099), host: '127.0.0.1' })
