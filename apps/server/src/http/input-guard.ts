import type { FastifyInstance } from 'fastify';
import { DomainError } from '@casino/core';
import { VALIDATION } from '@casino/contracts';

/** No form or API of ours nests deeper than a few levels; past this a body is refused before it is parsed. */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether JSON text nests arrays and objects deeper than `max`: one pass over the characters, brackets inside
 * strings not counted, so any body costs work linear in its size (malformed text is left to the parser).
 */
export function jsonNestingExceeds(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c /* \ */) i++;
      else if (code === 0x22 /* " */) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b /* [ */ || code === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (code === 0x5d /* ] */ || code === 0x7d /* } */) depth--;
  }
  return false;
}

/** An array or object still to look into, and how it was reached: a path is built only for the one reported. */
interface Container {
  value: object;
  key: string | null;
  parent: Container | null;
}

const pathTo = (container: Container | null, last?: string) => {
  const path = last === undefined ? [] : [last];
  for (let at = container; at?.key != null; at = at.parent) path.push(at.key);
  return path.reverse();
};

const isContainer = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Buffer.isBuffer(value);

/**
 * Where a NUL (U+0000) sits in a parsed value, as a field path; null when there is none. Walks with its own
 * stack (any depth, no recursion) and allocates only for the arrays and objects it meets.
 */
/** A 400 about one field: `message` (a message code of VALIDATION) answers the request and names the field. */
export const fieldRefusal = (field: string, code: string, message: string) =>
  new DomainError({ status: 400, code, message, errors: { [field]: [message] } });

export function findNul(value: unknown): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? [] : null;
  if (!isContainer(value)) return null;
  const stack: Container[] = [{ value, key: null, parent: null }];
  while (stack.length) {
    const container = stack.pop()!;
    const keys = Array.isArray(container.value) ? null : Object.keys(container.value);
    const size = keys ? keys.length : (container.value as unknown[]).length;
    for (let index = 0; index < size; index++) {
      const key = keys ? keys[index]! : index;
      if (typeof key === 'string' && key.includes('\u0000')) return pathTo(container, key);
      const item = (container.value as Record<string | number, unknown>)[key];
      if (typeof item === 'string') {
        if (item.includes('\u0000')) return pathTo(container, String(key));
      } else if (isContainer(item)) stack.push({ value: item, key: String(key), parent: container });
    }
  }
  return null;
}

/**
 * For a scope whose routes verify a signature over the exact bytes (webhooks, the seamless wallet): JSON bodies
 * reach the handler as the string received, which the handler parses itself (JSON.parse is linear in the text).
 */
export function keepJsonBodiesRaw(scope: FastifyInstance) {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
}

/**
 * Two guards on what a request carries. JSON bodies nested past MAX_JSON_DEPTH are refused in the parser, by a
 * linear scan of the text before JSON.parse, so nothing (schemas, this guard, handlers) ever walks one.
 * PostgreSQL text columns cannot hold U+0000 and throw on it, so no parsed path parameter, query value, body
 * string or cookie carrying one reaches a handler. That check runs after validation, so a schema's own refusal
 * of the field (with its own words) still comes first.
 */
export function registerInputGuard(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string; // parseAs: 'string'
    if (jsonNestingExceeds(text))
      return done(
        new DomainError({ status: 400, code: 'too_deep', message: VALIDATION.request.tooDeep }),
        undefined,
      );
    return parseJson(request, text, done);
  });

  app.addHook('preHandler', async (request) => {
    for (const value of [request.params, request.query, request.body, request.cookies]) {
      const path = findNul(value);
      if (path) {
        const field = path.join('.') || 'request';
        throw fieldRefusal(field, 'nul_character', VALIDATION.request.nulCharacter);
      }
    }
  });
}
