/**
 * A refusal people can act on: a sentence (capital letter, several words), not a code, not zod's or Fastify's
 * words for developers ("Invalid input: …", "body/querystring/params", FST_ codes, parser errors).
 */
export function isReadableMessage(message: unknown): message is string {
  return (
    typeof message === 'string' &&
    /^[A-ZÁÉÍÓÚÑ¿¡]/.test(message) &&
    /\S\s+\S/.test(message) &&
    !/^Invalid\b|\b(querystring|params)\b|FST_|Unexpected (token|end)|not a valid url component|Unsupported Media Type|content-type/i.test(
      message,
    )
  );
}
