import type { FastifyInstance } from 'fastify';
import { DomainError } from '@casino/core';
import { VALIDATION } from '@casino/contracts';

/** Where a NUL (U+0000) sits in a parsed value, as a field path; null when there is none. */
export function findNul(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNul(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const found = findNul(key, [...path, key]) ?? findNul(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * PostgreSQL text columns cannot hold U+0000 and throw on it, so no parsed path parameter, query value, body
 * string or cookie carrying one reaches a handler. It runs after validation, so a schema's own refusal of the field
 * (with its own words) still comes first.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    for (const value of [request.params, request.query, request.body, request.cookies]) {
      const path = findNul(value);
      if (path) {
        const field = path.join('.') || 'request';
        throw new DomainError(400, VALIDATION.request.nulCharacter, {
          [field]: [VALIDATION.request.nulCharacter],
        });
      }
    }
  });
}
