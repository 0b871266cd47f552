import type { AccountFieldErrors, AccountLanguage } from '../../domain/account-fields';
import type { PasswordProblem } from '../../domain/password-policy';
import type { TripGroups } from '../../domain/trips';
import type { WishlistItem } from '../../domain/wishlist';
import type { PayLaterPlan } from '../../domain/pay-later';
import type { MarketKey } from '../../i18n/markets';
import type { RouteName } from '../../i18n/routes';
import type { CustomerProfile } from '../../server/account/customers.server';
import type { InvoiceTrip, TripSummary } from '../../server/account/trips.server';
import type { GiftSummary } from '../../server/account/gifts.server';
import type { CancellationSettlement } from '../../server/orders/booking-cancellation.server';
import type { ChangeableBooking, ChangeOutcome, ChangeProblem } from '../../server/orders/date-changes.server';
import type { CookieJar } from '../../server/auth/cookies';
import type { SessionCustomer } from '../../server/auth/sessions.server';

/** A refused form as a whole (field errors are separate). */
export type FormError = 'invalid' | 'throttled' | 'csrf' | 'taken' | 'passwordNeeded' | 'wrongPassword' | 'emailTaken';

/** What each account screen shows; `status` is the HTTP status of the answer (400/403/429 for refused forms). */
export type AccountView =
  | { view: 'signIn'; origin: string; email: string; error: FormError | null; notice: 'signedOut' | 'passwordChanged' | 'sessionEnded' | null }
  | {
      view: 'signUp';
      origin: string;
      values: { firstName: string; lastName: string; email: string };
      errors: AccountFieldErrors;
      password: PasswordProblem | null;
      error: FormError | null;
    }
  | { view: 'passwordReset'; email: string; sent: boolean; emailError: boolean; error: FormError | null }
  | { view: 'newPassword'; token: string; usable: boolean; problem: PasswordProblem | null; error: FormError | null }
  | { view: 'signOut'; error: FormError | null }
  | {
      view: 'profile';
      profile: CustomerProfile;
      errors: AccountFieldErrors;
      error: FormError | null;
      passwordProblem: PasswordProblem | null;
      saved: 'profile' | 'password' | null;
      form: 'profile' | 'password' | null;
      pendingEmail: string | null;
    }
  | {
      view: 'claim';
      orderId: string;
      proof: string;
      number: string | null;
      result: 'claimed' | 'alreadyYours' | 'otherAccount' | 'invalid' | null;
      error: FormError | null;
    }
  | {
      view: 'verifyEmail';
      token: string;
      link: { purpose: 'verify' | 'change'; email: string } | null;
      result: 'verified' | 'changed' | 'emailTaken' | 'sent' | null;
      error: FormError | null;
    }
  | {
      view: 'trips';
      trips: TripGroups<TripSummary>;
      cancellation: { number: string; result: string; settlement: CancellationSettlement | null } | null;
      unverifiedEmail: string | null;
      verificationSent: boolean;
    }
  | { view: 'invoice'; trip: InvoiceTrip; payLater: PayLaterPlan | null; email?: string | null; back?: { href: string; label: string } | null }
  | { view: 'changeDates'; booking: ChangeableBooking; outcome: ChangeOutcome | null; refused: ChangeProblem | null; formKey: string }
  | { view: 'wishlist'; items: WishlistItem[] | null }
  | { view: 'gifts'; email: string; gifts: GiftSummary[]; outcome: { code: string; done: string | null; refused: string | null } | null };

export interface AccountPageProps {
  market: MarketKey;
  customer: SessionCustomer | null;
  csrf: string;
  status: number;
  screen: AccountView;
}

export type { AccountLanguage };

/** What every account form receives: the market, the CSRF token and its own screen's data. */
export interface AccountFormProps<View extends AccountView['view']> {
  market: MarketKey;
  csrf: string;
  screen: Extract<AccountView, { view: View }>;
}

/** What the account screens need of the request (Astro's global has all of it). */
export interface AccountContext {
  request: Request;
  url: URL;
  cookies: CookieJar;
  customer: SessionCustomer | null;
  clientAddress: string;
}

export type AccountPageResult = { kind: 'account'; props: AccountPageProps } | { kind: 'redirect'; location: string };

export const ACCOUNT_ROUTES = [
  'accountSignIn',
  'accountSignUp',
  'accountSignOut',
  'accountPasswordReset',
  'accountNewPassword',
  'accountVerifyEmail',
  'accountClaim',
  'accountProfile',
  'accountTrips',
  'accountInvoice',
  'accountChangeDates',
  'accountWishlist',
  'accountGifts',
] as const satisfies readonly RouteName[];
export type AccountRoute = (typeof ACCOUNT_ROUTES)[number];
