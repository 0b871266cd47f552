import { randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/passwords.server';

/** Care agents' passwords are hashed like customers' (scrypt, parameters stored with each hash). */
export { hashPassword, verifyPassword } from '../auth/passwords.server';

/** A hash of nothing, checked when the email is unknown so both answers take the same time. */
let decoy: Promise<string> | undefined;
export function getDecoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}
