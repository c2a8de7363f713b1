import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  DEFAULT_LOCALE,
  VALIDATION,
  validationText,
  type ApiError,
  type EntriesWithheld,
  type Locale,
  type MessageTree,
  type StateRuleReason,
} from '@casino/contracts';
import { DomainError } from '@casino/core';
import { messages } from '@casino/web/messages';
import { localeOfRequest } from './request-locale.ts';

const fieldName = (path: ReadonlyArray<PropertyKey>) => path.map(String).join('.') || 'request';

const messageAt = (tree: MessageTree, key: string): string | undefined => {
  let node: MessageTree | string | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};

/**
 * Schemas and use cases refuse with message codes; people get them as sentences in their language (the
 * web app's `validation` messages), English when that language lacks one.
 */
export function peopleText(locale: Locale): (message: string) => string {
  const tree = messages[locale];
  const translate = (key: string) => messageAt(tree, key) ?? messageAt(messages[DEFAULT_LOCALE], key) ?? key;
  return (message) => validationText(message, translate);
}

/** A claim's Entries withheld by the state rules, as the answer says it: the reason in the reader's words. */
export const entriesWithheldFor = (
  request: FastifyRequest,
  reason: StateRuleReason | null,
): EntriesWithheld | null =>
  reason && { reason, message: peopleText(localeOfRequest(request))(VALIDATION.stateRules[reason]) };

/** A field path as words for a sentence: `card.holderName` → "the card holder name". */
export function fieldWords(field: string): string {
  if (field === 'request') return 'this request';
  const words = field
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .map((part) =>
      part
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .replace(/[_-]+/g, ' ')
        .toLowerCase(),
    )
    .join(' ')
    .trim();
  return words ? `the ${words}` : 'this request';
}

const withField = (text: string, field: string) => text.replaceAll('{{field}}', fieldWords(field));

/** Zod's own messages ("Invalid input: expected string, received number") are for developers. */
const DEVELOPER_TEXT = /^(Invalid|Too (big|small)|Unrecognized|Expected|Required)\b/;

/** Fastify's and its plugins' refusals of the request itself, as the sentence people read instead. */
const FRAMEWORK_REFUSALS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: VALIDATION.request.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: VALIDATION.request.malformedJson,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: VALIDATION.request.malformedJson,
  FST_ERR_CTP_BODY_TOO_LARGE: VALIDATION.request.tooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: VALIDATION.request.unsupportedType,
  FST_ERR_CTP_INVALID_TYPE: VALIDATION.request.unsupportedType,
  FST_ERR_BAD_URL: VALIDATION.request.badUrl,
  FST_ERR_ASYNC_CONSTRAINT: VALIDATION.request.badUrl,
  FST_INVALID_MULTIPART_CONTENT_TYPE: VALIDATION.request.unsupportedType,
  FST_PROTO_VIOLATION: VALIDATION.request.malformedJson,
  FST_REQ_FILE_TOO_LARGE: VALIDATION.request.tooLarge,
  FST_PARTS_LIMIT: VALIDATION.request.tooLarge,
  FST_FILES_LIMIT: VALIDATION.request.tooLarge,
  FST_FIELDS_LIMIT: VALIDATION.request.tooLarge,
};
const STATUS_REFUSALS: Record<number, string> = {
  400: VALIDATION.request.wrongShape,
  404: VALIDATION.request.notFound,
  405: VALIDATION.request.methodNotAllowed,
  406: VALIDATION.request.unsupportedType,
  413: VALIDATION.request.tooLarge,
  415: VALIDATION.request.unsupportedType,
};

const resolveFieldErrors = (errors: Record<string, string[]>, text: (message: string) => string) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, list]) => [field, list.map((m) => withField(text(m), field))]),
  );

/** Every error leaves as ApiError JSON: 4xx with a message a person can act on, 5xx without internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const text = peopleText(localeOfRequest(request));
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const path = (issue.instancePath ?? '').split('/').filter(Boolean);
        const unknownKey =
          issue.keyword === 'unrecognized_keys' && (issue.params.keys as unknown[] | undefined)?.[0];
        const field = fieldName(unknownKey ? [...path, String(unknownKey)] : path);
        const own = issue.message && !DEVELOPER_TEXT.test(issue.message) ? issue.message : undefined;
        const fallback = unknownKey
          ? VALIDATION.request.unknownField
          : field === 'request'
            ? VALIDATION.request.wrongShape
            : VALIDATION.request.field;
        (errors[field] ??= []).push(withField(text(own ?? fallback), field));
      }
      const first = Object.values(errors)[0]?.[0];
      const body: ApiError = {
        success: false,
        message: first ?? text(VALIDATION.request.wrongShape),
        errors,
      };
      return reply.status(400).send(body);
    }
    // Typed as fastify's error, but use cases throw their own: widen, then narrow.
    const problem: unknown = error;
    if (problem instanceof DomainError) {
      const field = Object.keys(problem.errors ?? {})[0] ?? 'request';
      const body: ApiError = {
        success: false,
        message: withField(text(problem.message), field),
        errors: problem.errors && resolveFieldErrors(problem.errors, text),
        code: problem.code,
        balance: problem.balance,
        details: problem.details,
      };
      return reply.status(problem.status).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals speak to developers; our plugins' (rate limits) already speak to people.
      const framework = error.code
        ? (FRAMEWORK_REFUSALS[error.code] ??
          (error.code.startsWith('FST_') ? STATUS_REFUSALS[status] : undefined))
        : undefined;
      const message =
        framework ?? (error instanceof SyntaxError ? VALIDATION.request.malformedJson : undefined);
      return reply
        .status(status)
        .send({ success: false, message: text(message ?? error.message) } satisfies ApiError);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      success: false,
      message: 'Something went wrong on our side. Please try again in a moment.',
    } satisfies ApiError);
  });
}

/**
 * Fastify answers a path it cannot decode (`%ZZ`) before any hook or the error handler runs; this is its
 * `frameworkErrors` option, so that answer speaks to people too (cookies are not parsed yet: English).
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const code = error.code && FRAMEWORK_REFUSALS[error.code];
  return reply.status(error.statusCode && error.statusCode < 500 ? error.statusCode : 400).send({
    success: false,
    message: peopleText(DEFAULT_LOCALE)(code || VALIDATION.request.badUrl),
  } satisfies ApiError);
}
