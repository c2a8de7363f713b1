import { validationText } from '@casino/contracts';

/**
 * A field's refusal in the reader's language: the schemas' message codes through the `validation`
 * messages, anything else (the server's answers, already in the player's language) as it is.
 */
export const fieldErrorText = (message: string | undefined, t: (key: string) => string) =>
  message ? validationText(message, t) : undefined;
