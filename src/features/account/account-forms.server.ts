/**
 * The account forms (plain HTML posts, checked on the server;): sign-in, sign-up, reset link, new
 * password, sign-out, profile and password change. Every form carries the CSRF token (double-submit cookie) on
 * top of the middleware's Origin check. Success redirects (303, so a reload does not post again); a refused
 * form shows again with its messages and a 4xx status.
 */
import { getSafeOrigin } from '../../domain/account-origin';
import { MARKETS } from '../../i18n/markets';
import { buildPath, type MatchedRoute } from '../../i18n/routes';
import { getProfile, updateProfile } from '../../server/account/customers.server';
import { changePassword, requestPasswordReset, resetPassword, signIn, signUp } from '../../server/auth/auth.server';
import { confirmEmailLink, readEmailLink, requestEmailChange, sendVerificationLink } from '../../server/auth/email-proof.server';
import { SECRET_PATTERN } from '../../server/auth/tokens';
import { readKnownDevice, rememberDevice } from '../../server/auth/known-device.server';
import { claimOrder } from '../../server/orders/placed-orders.server';
import { CSRF_FIELD, clearSessionCookies, getCsrfToken, isValidCsrf, readSessionCookies, rotateCsrfToken, setSessionCookies } from '../../server/auth/cookies';
import { revokeSession } from '../../server/auth/sessions.server';
import { readFormData } from '../../server/api/http';
import { getDatabase } from '../../server/db/database';
import type { AccountContext, AccountPageResult, AccountRoute, AccountView, FormError } from './types';

type Form = Record<string, string>;
const MAX_FIELD = 2000;

/** The posted fields (text only, each bounded), or undefined for a body that is not a form. */
async function readForm(request: Request): Promise<Form | undefined> {
  try {
    const data = await readFormData(request);
    const form: Form = {};
    for (const [key, value] of data) if (typeof value === 'string') form[key] = value.slice(0, MAX_FIELD);
    return form;
  } catch {
    return undefined;
  }
}

const STATUS: Record<FormError, number> = { invalid: 400, throttled: 429, csrf: 403, taken: 409, passwordNeeded: 400, wrongPassword: 400, emailTaken: 409 };

/** Handles the form posted to an account screen. */
export async function handleAccountForm(route: MatchedRoute & { name: AccountRoute }, context: AccountContext): Promise<AccountPageResult> {
  const form = (await readForm(context.request)) ?? {};
  const page = (screen: AccountView, error: FormError | null): AccountPageResult => ({
    kind: 'account',
    props: { market: route.market, customer: context.customer, csrf: getCsrfToken(context.cookies), status: error ? STATUS[error] : 400, screen },
  });
  const csrfOk = isValidCsrf(context.cookies, form[CSRF_FIELD]);
  const handlers: Partial<Record<AccountRoute, FormHandler>> = {
    accountSignIn: postSignIn,
    accountSignUp: postSignUp,
    accountPasswordReset: postPasswordReset,
    accountNewPassword: postNewPassword,
    accountSignOut: postSignOut,
    accountProfile: postProfile,
    accountVerifyEmail: postVerifyEmail,
    accountClaim: postClaim,
  };
  const handler = handlers[route.name];
  if (!handler) return { kind: 'redirect', location: `${context.url.pathname}${context.url.search}` };
  return handler({ route, context, form, csrfOk, page });
}

interface FormCall {
  route: MatchedRoute & { name: AccountRoute };
  context: AccountContext;
  form: Form;
  csrfOk: boolean;
  page: (screen: AccountView, error: FormError | null) => AccountPageResult;
}
type FormHandler = (call: FormCall) => Promise<AccountPageResult>;

const field = (form: Form, name: string) => form[name] ?? '';

async function postSignIn({ route, context, form, csrfOk, page }: FormCall): Promise<AccountPageResult> {
  const origin = getSafeOrigin(form.origin, buildPath(route.market, 'accountTrips'));
  const email = field(form, 'email').trim().slice(0, 254);
  const screen = (error: FormError): AccountView => ({ view: 'signIn', origin, email, error, notice: null });
  if (!csrfOk) return page(screen('csrf'), 'csrf');
  if (!email || !field(form, 'password')) return page(screen('invalid'), 'invalid');
  const { db } = await getDatabase();
  const device = await readKnownDevice(db, context.cookies, email);
  const result = await signIn(db, { email, password: field(form, 'password'), address: context.clientAddress, device });
  if (!result.ok) return page(screen(result.reason), result.reason);
  await startSession(context, result.customerId, result.token);
  await rememberDevice(db, context.cookies, email);
  return { kind: 'redirect', location: origin };
}

/** Replaces any session the browser had with the new one, and the CSRF token with a new one. */
async function startSession(context: AccountContext, customerId: string, token: string): Promise<void> {
  const previous = readSessionCookies(context.cookies);
  if (previous) {
    const { db } = await getDatabase();
    await revokeSession(db, previous.token);
  }
  setSessionCookies(context.cookies, customerId, token);
  rotateCsrfToken(context.cookies);
}

async function postSignUp({ route, context, form, csrfOk, page }: FormCall): Promise<AccountPageResult> {
  const origin = getSafeOrigin(form.origin, buildPath(route.market, 'accountTrips'));
  const values = { firstName: field(form, 'firstName'), lastName: field(form, 'lastName'), email: field(form, 'email') };
  const screen = (extra: Partial<Extract<AccountView, { view: 'signUp' }>>): AccountView => ({
    view: 'signUp',
    origin,
    values,
    errors: {},
    password: null,
    error: null,
    ...extra,
  });
  if (!csrfOk) return page(screen({ error: 'csrf' }), 'csrf');
  const { db } = await getDatabase();
  const result = await signUp(db, {
    ...values,
    password: field(form, 'password'),
    language: MARKETS[route.market].language,
    address: context.clientAddress,
    market: route.market,
  });
  if (result.ok) {
    await startSession(context, result.customerId, result.token);
    // The address is proven by a link before purchases made without signing in join the account (ADR 43).
    await sendVerificationLink(db, result.customerId, route.market);
    return { kind: 'redirect', location: origin };
  }
  if (result.reason === 'invalid') return page(screen({ errors: result.errors, password: result.password, error: 'invalid' }), 'invalid');
  return page(screen({ error: result.reason }), result.reason);
}

async function postPasswordReset({ route, context, form, csrfOk, page }: FormCall): Promise<AccountPageResult> {
  const email = field(form, 'email').trim().slice(0, 254);
  const screen = (error: FormError | null, emailError = false): AccountView => ({ view: 'passwordReset', email, sent: false, emailError, error });
  if (!csrfOk) return page(screen('csrf'), 'csrf');
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) return page(screen('invalid', true), 'invalid');
  const { db } = await getDatabase();
  const { throttled } = await requestPasswordReset(db, { email, address: context.clientAddress, market: route.market });
  if (throttled) return page(screen('throttled'), 'throttled');
  // The same answer whether or not an account has this address.
  return { kind: 'redirect', location: `${buildPath(route.market, 'accountPasswordReset')}?sent=1` };
}

async function postNewPassword({ route, form, csrfOk, page }: FormCall): Promise<AccountPageResult> {
  const token = field(form, 'token');
  const screen = (extra: Partial<Extract<AccountView, { view: 'newPassword' }>>): AccountView => ({
    view: 'newPassword',
    token,
    usable: true,
    problem: null,
    error: null,
    ...extra,
  });
  if (!csrfOk) return page(screen({ error: 'csrf' }), 'csrf');
  const { db } = await getDatabase();
  const result = await resetPassword(db, { token, password: field(form, 'password') });
  if (result.ok) return { kind: 'redirect', location: `${buildPath(route.market, 'accountSignIn')}?notice=passwordChanged` };
  if (result.reason === 'invalidLink') return page(screen({ usable: false }), 'invalid');
  return page(screen({ problem: result.problem, error: 'invalid' }), 'invalid');
}

/**
 * The e-mail link's page: the customer confirms the link (a POST, so that a mail scanner opening the link uses
 * nothing), or a signed-in customer asks for a new verification link.
 */
async function postVerifyEmail({ route, context, form, csrfOk, page }: FormCall): Promise<AccountPageResult> {
  const path = buildPath(route.market, 'accountVerifyEmail');
  const { db } = await getDatabase();
  const token = field(form, 'token');
  const link = SECRET_PATTERN.test(token) ? await readEmailLink(db, token) : null;
  const screen = (extra: Partial<Extract<AccountView, { view: 'verifyEmail' }>>): AccountView => ({
    view: 'verifyEmail',
    token: link ? token : '',
    link,
    result: null,
    error: null,
    ...extra,
  });
  if (!csrfOk) return page(screen({ error: 'csrf' }), 'csrf');
  if (form.intent === 'resend') {
    if (!context.customer) return { kind: 'redirect', location: buildPath(route.market, 'accountSignIn') };
    await sendVerificationLink(db, context.customer.id, route.market);
    return { kind: 'redirect', location: `${buildPath(route.market, 'accountTrips')}?verify=sent` };
  }
  const result = SECRET_PATTERN.test(token) ? await confirmEmailLink(db, token) : ({ ok: false, reason: 'invalidLink' } as const);
  if (result.ok) return { kind: 'redirect', location: `${path}?done=${result.purpose === 'verify' ? 'verified' : 'changed'}` };
  if (result.reason === 'emailTaken') return page(screen({ token: '', link: null, result: 'emailTaken', error: 'emailTaken' }), 'emailTaken');
  return page(screen({ token: '', link: null, error: 'invalid' }), 'invalid');
}

/** Adds a guest's order to the signed-in account, with the proof its e-mail carried (ADR 43). */
async function postClaim({ route, context, form, csrfOk, page }: FormCall): Promise<AccountPageResult> {
  if (!context.customer) return { kind: 'redirect', location: buildPath(route.market, 'accountSignIn') };
  const orderId = field(form, 'order');
  const proof = field(form, 'k');
  if (!csrfOk) return page({ view: 'claim', orderId, proof, number: null, result: null, error: 'csrf' }, 'csrf');
  const { db } = await getDatabase();
  const result = await claimOrder(db, orderId, proof, context.customer.id);
  return { kind: 'redirect', location: `${buildPath(route.market, 'accountClaim')}?${new URLSearchParams({ order: orderId, k: proof, done: result })}` };
}

async function postSignOut({ route, context, csrfOk, page }: FormCall): Promise<AccountPageResult> {
  if (!csrfOk) return page({ view: 'signOut', error: 'csrf' }, 'csrf');
  const session = readSessionCookies(context.cookies);
  if (session) {
    const { db } = await getDatabase();
    await revokeSession(db, session.token);
  }
  clearSessionCookies(context.cookies);
  rotateCsrfToken(context.cookies);
  return { kind: 'redirect', location: `${buildPath(route.market, 'accountSignIn')}?notice=signedOut` };
}

async function postProfile(call: FormCall): Promise<AccountPageResult> {
  const { route, context, form, csrfOk, page } = call;
  const customer = context.customer;
  const { db } = await getDatabase();
  const profile = customer && (await getProfile(db, customer.id));
  if (!customer || !profile) return { kind: 'redirect', location: buildPath(route.market, 'accountSignIn') };
  const isPassword = form.intent === 'password';
  const screen = (extra: Partial<Extract<AccountView, { view: 'profile' }>>): AccountView => ({
    view: 'profile',
    profile,
    errors: {},
    error: null,
    passwordProblem: null,
    saved: null,
    form: isPassword ? 'password' : 'profile',
    pendingEmail: null,
    ...extra,
  });
  if (!csrfOk) return page(screen({ error: 'csrf' }), 'csrf');
  const address = context.clientAddress;
  const profilePath = buildPath(route.market, 'accountProfile');
  if (isPassword) {
    const result = await changePassword(db, {
      customerId: customer.id,
      currentPassword: field(form, 'currentPassword'),
      newPassword: field(form, 'newPassword'),
      keepToken: readSessionCookies(context.cookies)?.token ?? '',
      address,
    });
    if (result.ok) return { kind: 'redirect', location: `${profilePath}?saved=password` };
    if (result.reason === 'password') return page(screen({ passwordProblem: result.problem, error: 'invalid' }), 'invalid');
    return page(screen({ error: result.reason }), result.reason);
  }
  const values = {
    firstName: field(form, 'firstName'),
    lastName: field(form, 'lastName'),
    email: field(form, 'email'),
    phone: field(form, 'phone'),
    language: field(form, 'language'),
  };
  const result = await updateProfile(db, {
    customerId: customer.id,
    values,
    currentPassword: field(form, 'currentPassword'),
    country: MARKETS[route.market].country,
    address,
  });
  if (result.ok) {
    // A new address replaces the current one only once it confirms the link sent to it (ADR 43).
    if (result.newEmail) await requestEmailChange(db, { customerId: customer.id, newEmail: result.newEmail, market: route.market });
    return { kind: 'redirect', location: `${profilePath}?saved=profile` };
  }
  const typed = { ...profile, ...values, id: profile.id, language: profile.language };
  if (result.reason === 'invalid') return page(screen({ profile: typed, errors: result.errors, error: 'invalid' }), 'invalid');
  return page(screen({ profile: typed, error: result.reason }), result.reason);
}
