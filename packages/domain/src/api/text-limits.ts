/**
 * Length caps of the account texts of request bodies: an email or a name of a megabyte is
 * refused by the schema (400 on the field) before it reaches a unique index, a hash or a mail.
 */
import { z } from 'zod';

/** An email address (RFC 5321 path limit); also a username, which may be the account email. */
export const EMAIL_MAX = 254;
/** A display name, a forum name, a language code. */
export const NAME_MAX = 100;
/** A password (hashed with Argon2 on every login). */
export const PASSWORD_MAX = 1024;

/** A string of at most `max` characters, worded as the other length errors (api.md §1.4). */
export const boundedText = (max: number) => z.string().max(max, `Longer than maximum length ${max}`);
