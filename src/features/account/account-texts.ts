import type { TFunction } from 'i18next';
import { ACCOUNT_MAX_LENGTHS, type AccountField, type AccountFieldError } from '../../domain/account-fields';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type PasswordProblem } from '../../domain/password-policy';
import type { FormError } from './types';
import { formatLongDate } from '../../domain/long-date';

/** The message of a field error (spec §8 field errors, from the one catalogue in the `errors` namespace). */
export function getFieldErrorText(t: TFunction, field: AccountField, error: AccountFieldError | undefined): string | undefined {
  if (!error) return undefined;
  return t(`errors:field.${error}`, { maxlength: field === 'language' ? 0 : ACCOUNT_MAX_LENGTHS[field] });
}

/** The message of a refused new password. */
export function getPasswordErrorText(t: TFunction, problem: PasswordProblem | null): string | undefined {
  if (problem === 'required') return t('errors:field.mandatory');
  return problem ? t(`password.${problem}`, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }) : undefined;
}

/**
 * The message of a refused form. A refused sign-in says the same whether the email or the password is wrong, and
 * whether or not an account has the email.
 */
export function getFormErrorText(t: TFunction, error: FormError | null, form: 'signIn' | 'other'): string | undefined {
  if (!error) return undefined;
  if (error === 'invalid') return t(form === 'signIn' ? 'errors.signIn' : 'errors.summary');
  return t(`errors.${error}`);
}

/** 'YYYY-MM-DD' as a day in the page's language ('4 décembre 2026', '1er janvier 2027'), as the booking's page says it. */
export function createDayFormat(tag: string): (iso: string) => string {
  return (iso) => formatLongDate(iso, tag, { year: true });
}
