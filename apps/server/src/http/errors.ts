import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  DEFAULT_LOCALE,
  validationText,
  type ApiError,
  type Locale,
  type MessageTree,
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

const resolveFieldErrors = (errors: Record<string, string[]>, text: (message: string) => string) =>
  Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list.map(text)]));

/** Every error leaves as ApiError JSON: 4xx with a message a person can act on, 5xx without internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const text = peopleText(localeOfRequest(request));
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key = fieldName((issue.instancePath ?? '').split('/').filter(Boolean));
        (errors[key] ??= []).push(issue.message ? text(issue.message) : 'is invalid');
      }
      const first = Object.entries(errors)[0];
      const body: ApiError = {
        success: false,
        message: first
          ? `Invalid ${error.validationContext ?? 'request'} ${first[0]}: ${first[1][0]}`
          : 'Invalid request',
        errors,
      };
      return reply.status(400).send(body);
    }
    if ((error as unknown) instanceof DomainError) {
      const problem = error as unknown as DomainError;
      const text = peopleText(localeOfRequest(request));
      const body: ApiError = {
        success: false,
        message: text(problem.message),
        errors: problem.errors && resolveFieldErrors(problem.errors, text),
        code: problem.code,
        balance: problem.balance,
      };
      return reply.status(problem.status).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (bad JSON, body too large, unsupported media type) already carry a readable message.
      return reply.status(status).send({ success: false, message: error.message } satisfies ApiError);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      success: false,
      message: 'Something went wrong on our side. Please try again in a moment.',
    } satisfies ApiError);
  });
}
