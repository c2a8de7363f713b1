import type { FastifyReply } from 'fastify';

/** A player's own data: never stored by a browser or a shared cache. */
export const noStore = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/** Per-player answers with an ETag: the browser may keep them but asks again each time. */
export const revalidate = (reply: FastifyReply) => reply.header('cache-control', 'private, no-cache');
