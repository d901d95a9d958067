import type { z } from 'zod';
import { messages } from '../../shared/messages';
import { HttpError } from './errors';

/** A 400 carrying the first rule broken, in the spec's words, and every field's message. */
export class ValidationError extends HttpError {
  constructor(
    message: string,
    readonly errors: Record<string, string>,
  ) {
    super(400, message);
  }
}

export function validationError(error: z.ZodError): ValidationError {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    errors[key] ??= describe(issue);
  }
  const first = error.issues[0];
  return new ValidationError(first ? describe(first) : messages.http.badRequest, errors);
}

function describe(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return messages.http.unknownFields(issue.keys.join(', '));
  if (issue.code === 'invalid_type' && issue.path.length) {
    // zod's own text for a wrong type; our schemas give the spec's message where it has one.
    return issue.message.startsWith('Invalid input')
      ? `${issue.path.join('.')}: ${issue.message}`
      : issue.message;
  }
  return issue.message;
}
