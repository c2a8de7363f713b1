import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@casino/contracts';
import { DomainError } from '@casino/core';

const fieldName = (path: ReadonlyArray<PropertyKey>) => path.map(String).join('.') || 'request';

/** Every error leaves as ApiError JSON: 4xx with a message a person can act on, 5xx without internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key = fieldName((issue.instancePath ?? '').split('/').filter(Boolean));
        (errors[key] ??= []).push(issue.message ?? 'is invalid');
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
      const body: ApiError = {
        success: false,
        message: problem.message,
        errors: problem.errors,
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
