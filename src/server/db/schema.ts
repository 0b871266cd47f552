import type { ColumnType, Generated } from 'kysely';
import type { WishlistItem } from '../../domain/wishlist';

/** Texts per language: { fr, es, it, nl }. */
export type Localized = Record<'fr' | 'es' | 'it' | 'nl', string>;
type Json<T> = ColumnType<T, string, string>;
/** Dates are read and written as 'YYYY-MM-DD' strings (type parsers are set on both drivers). */
type DateString = string;

export interface CatalogMetaTable {
  id: Generated<number>;
  version: string;
  generated_on: DateString;
  seed: number;
}

export interface ThemesTable {
  id: number;
  key: string;
  names: Json<Localized>;
}

export interface SubthemesTable {
  id: number;
  theme_id: number;
  key: string;
  names: Json<Localized>;
}

export type DestinationCategory = 'country' | 'region' | 'department' | 'touristic_region' | 'city' | 'poi' | 'ski_resort' | 'sea_resort';

export interface DestinationsTable {
  id: number;
  category: DestinationCategory;
  code: string | null;
  parent_id: number | null;
  country: string;
  names: Json<Localized>;
  label: string;
  postcode: string | null;
  latitude: number;
  longitude: number;
  search_text: string;
}

export interface HotelsTable {
  id: number;
  label: string;
  star: number;
  city_id: number;
  department_id: number | null;
  region_id: number | null;
  touristic_region_id: number | null;
  country: string;
  street_address: string;
  zip_code: string;
  latitude: number;
  longitude: number;
  descriptions: Json<Localized>;
  info_general: Json<Localized>;
  facilities: string[];
  eco_facilities: string[];
  highlighted_facilities: string[];
  check_in: string;
  check_out: string;
  pets_allowed: boolean;
  pets_price: number | null;
  pets_max_weight: number | null;
  pets_max_number: Generated<number>;
  local_tax_type: 'BOOKING_PERCENTAGE' | 'PER_PERSON_PER_NIGHT';
  local_tax_amount: number;
  local_tax_percentage: number | null;
  important_infos: Json<Record<string, string[]>>;
  hotel_type: string;
  environment: string;
  style: string;
  review_count: Generated<number>;
  review_score: number | null;
  active: boolean;
  image_count: number;
}

export interface RoomsTable {
  id: string;
  hotel_id: number;
  labels: Json<Localized>;
  type: string;
  size_m2: number;
  bedding: Json<Localized>;
  capacity: number;
  max_capacity: number;
  descriptions: Json<Localized>;
  highlights: Json<Record<'fr' | 'es' | 'it' | 'nl', string[]>>;
}

export interface PackageItem {
  activityId: number;
  type: 'activity' | 'dinner' | 'breakfast';
  key: string;
  day: number;
  duration: number;
  repeated: boolean;
  displayPax: boolean;
}

export interface PackagesTable {
  id: number;
  hotel_id: number;
  room_id: string;
  /** 'hotel': a hotel-only night, room only or with breakfast (migration 0020, ADR 54). */
  item_category: 'weekend' | 'single_voucher' | 'activity' | 'hotel';
  labels: Json<Localized>;
  headwords: Json<Record<'fr' | 'es' | 'it' | 'nl', string[]>>;
  /** Null for a hotel-only night, which has no theme (migration 0020). */
  theme_id: number | null;
  subtheme_ids: number[];
  activity_ids: number[];
  nights: number;
  base_price: number;
  ref_price: number;
  child_price: number;
  bucket_prices: number[];
  upsell_availability_price: number | null;
  program_lines: Json<Record<'fr' | 'es' | 'it' | 'nl', string[]>>;
  items: Json<PackageItem[]>;
  cancellable: boolean;
  cancellation_days: number;
  expiration: DateString | null;
  last_minute: boolean;
  marketing_labels: string[];
  targeted_label: string | null;
  data_flow_mode: 'pull' | 'push';
  channel_manager_id: string | null;
  auto_discount_code: string | null;
  auto_discount_value: number | null;
  is_giftable: boolean;
  published: boolean;
  popularity: number;
}

export interface UpsellsTable {
  package_id: number;
  upsell_package_id: number;
  price_difference_per_los: Json<Record<string, number>>;
}

/** A package's records (package_records) as built when the row was written (migration 0033: a read model). */
export interface ProductDocumentsTable {
  package_id: number;
  hotel_id: number;
  records: Json<unknown>;
}

/** A hotel's first page of reviews (reviews_page) for the page request named `request`. */
export interface HotelFirstReviewPagesTable {
  hotel_id: number;
  request: string;
  page: Json<unknown>;
}

/** Hotels whose product documents and first review pages are to be built again. */
export interface ProductDocumentsStaleTable {
  hotel_id: number;
}

export interface HotelDaysTable {
  hotel_id: number;
  day: DateString;
  status: number;
  price_factor: number;
  min_los: number;
  rooms_left: number;
  promo: number;
  /** Last update (a trigger sets it); '-infinity' for rows as the catalog generator inserted them. */
  changed_at: Generated<Date>;
}

export interface ReviewsTable {
  /** Given by the catalogue generator to imported reviews; from a sequence for verified ones. */
  id: Generated<number>;
  hotel_id: number;
  locale: string;
  customer: string;
  type: string;
  date: DateString;
  average: number;
  welcoming: number;
  comfort: number;
  cleanliness: number;
  food: number;
  localization: number;
  price_quality_ratio: number;
  positive: string | null;
  negative: string | null;
  /** Where the review comes from (migration 0024): with the catalogue, or from a guest of a booking made here. */
  source: Generated<'imported' | 'verified'>;
  /** The booking a verified review is about (one review per booking); null for an imported one. */
  booking_number: string | null;
  /** First day of the month the verified stay began, 'YYYY-MM-01'; null for an imported one. */
  stay_month: DateString | null;
}

export interface ActivityCentresTable {
  id: number;
  label: string;
  stars: number | null;
  city_id: number;
  latitude: number;
  longitude: number;
  /** Contact details (migration 0017): where the voucher's holder goes, and where bookings are e-mailed. */
  email: Generated<string>;
  street_address: Generated<string>;
  postcode: Generated<string>;
  city: Generated<string>;
  phone: Generated<string>;
}

/** A date booked with an activity voucher (migration 0017, ADR 46); one per code. */
export interface ActivityBookingsTable {
  id: Generated<string>;
  code: string;
  activity_id: number;
  centre_id: number;
  slot_date: DateString;
  slot_time: string;
  participants: number;
  holder_name: string;
  holder_email: string;
  holder_phone: string;
  created_at: Generated<Date>;
}

export interface ActivityPrice {
  adults: number;
  barPrice: number;
  sellPrice: number;
}

export interface ActivityProductsTable {
  id: number;
  activity_centre_id: number;
  theme_id: number;
  labels: Json<Localized>;
  descriptions: Json<Localized>;
  activities: Json<Record<'fr' | 'es' | 'it' | 'nl', { title: string; detail: string; duration: number }[]>>;
  locations: Json<{ label: string; latitude: number; longitude: number }[]>;
  schedules: Json<Record<'fr' | 'es' | 'it' | 'nl', string[]>>;
  nice_to_know: Json<Record<'fr' | 'es' | 'it' | 'nl', string[]>>;
  important_info: Json<Record<'fr' | 'es' | 'it' | 'nl', string[]>>;
  prices: Json<ActivityPrice[]>;
  published: boolean;
  image_count: number;
}

export interface BoxesTable {
  code: string;
  slug: string;
  format: 'digital' | 'physical';
  titles: Json<Localized>;
  descriptions: Json<Localized>;
  included_content: Json<Localized>;
  value: number;
  sell_price: number;
  reference_price: number;
  subtheme_ids: number[];
  theme_id: number;
  nights: number;
}

export interface BoxPackagesTable {
  box_code: string;
  package_id: number;
}

export interface GiftCardsTable {
  id: number;
  amounts: number[];
  validity_months: number;
}

export interface SubElementCategoriesTable {
  id: number;
  names: Json<Localized>;
  single_selection: boolean;
}

export interface CustomSubElementsTable {
  id: number;
  category_id: number;
  names: Json<Localized>;
  price: number;
  recommended_by_wed: boolean;
}

export interface ShippingCostsTable {
  country: string;
  amount: number;
  international_fee: number;
}

export interface AnalyticsEventsTable {
  id: Generated<string>;
  received_at: Generated<Date>;
  pos: string;
  client_id: string;
  user_id: string | null;
  events: Json<unknown[]>;
}

export interface ErrorLogsTable {
  id: Generated<string>;
  received_at: Generated<Date>;
  level: string;
  message: string;
  location: string;
  locale: string | null;
}

/** A stay re-quoted at checkout start (spec §4), kept until expires_at. */
export interface CartsTable {
  id: string;
  market: string;
  package_id: number;
  hotel_id: number;
  checkin: DateString;
  nights: number;
  adults: number;
  children: number;
  babies: number;
  activity_selection: Generated<string[]>;
  /** The quote of spec §3 as it was when the cart was made. */
  quote: Json<Record<string, unknown>>;
  sell_price: number;
  created_at: Generated<Date>;
  expires_at: Date;
  /** The gift code the stay is booked with (migration 0009); checked again at the order. */
  gift_code: Generated<string | null>;
}

/** A booking made by a customer (demo data; spec §1 logged-in customers, §2 booking lookup). */
export interface BookingsTable {
  booking_number: string;
  market: string;
  /** Lower-cased. */
  email: string;
  first_name: string;
  last_name: string;
  status: 'CONFIRMED' | 'PENDING' | 'CANCELLED' | 'COMPLETED';
  hotel_id: number;
  hotel_label: string;
  package_id: number;
  package_label: string;
  checkin: DateString;
  nights: number;
  adults: number;
  children: Generated<number>;
  babies: Generated<number>;
  /** Cents. */
  amount: number;
  invoice_number: string | null;
  /** The account the booking belongs to (its order's, or a proven address's); null for a guest's. */
  customer_id: string | null;
  created_at: Generated<Date>;
}

export interface CustomersTable {
  id: string;
  /** Lower-cased and trimmed. */
  email: string;
  password_hash: string;
  first_name: string;
  last_name: Generated<string>;
  phone: string | null;
  language: 'fr' | 'es' | 'it' | 'nl';
  /** When the account proved its address (a verification or e-mail change link); null until then. */
  email_verified_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A one-time link proving an address: the account's own at sign-up (verify), or a new one (change). */
export interface EmailTokensTable {
  token_hash: string;
  customer_id: string;
  purpose: 'verify' | 'change';
  email: string;
  created_at: Generated<Date>;
  expires_at: Date;
  used_at: Date | null;
}

export interface CustomerSessionsTable {
  /** SHA-256 of the access token, base64url. */
  token_hash: string;
  customer_id: string;
  created_at: Generated<Date>;
  last_seen_at: Generated<Date>;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  customer_id: string;
  created_at: Generated<Date>;
  expires_at: Date;
  used_at: Date | null;
}

export interface OutboxMessagesTable {
  id: Generated<number>;
  recipient: string;
  /** What the message is (MailKind of src/server/mail/mail-outbox.server.ts). */
  kind: string;
  language: string;
  subject: string;
  /** Plain-text body; null once the message is sent or given up (migration 0008). */
  body: string | null;
  html: Generated<string | null>;
  /** [{ filename, contentType, contentBase64 }], null once sent. */
  attachments: Generated<unknown>;
  status: Generated<'pending' | 'sent' | 'failed' | 'expired'>;
  send_at: Generated<Date>;
  discard_after: Generated<Date | null>;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  last_error: Generated<string | null>;
  message_id: Generated<string | null>;
  created_at: Generated<Date>;
  sent_at: Date | null;
  /** The gift code an e-gift's message carries (migration 0018), so a waiting message can be moved or readdressed. */
  gift_code: Generated<string | null>;
  /** Extra headers (List-Unsubscribe) as { name: value } (migration 0021); null once sent. */
  headers: Generated<unknown>;
}

/** An e-mail of a booking's or a gift's life after the sale, decided once (migration 0021, ADR 56). */
export interface LifecycleMailsTable {
  id: Generated<number>;
  subject_type: 'booking' | 'gift';
  /** A booking number or a gift code. */
  subject_id: string;
  kind: string;
  /** What makes the same kind due again (a gift's last valid day); '' for none. */
  occasion: Generated<string>;
  recipient: string;
  market: string;
  outbox_id: number | null;
  created_at: Generated<Date>;
}

/** An address that asked for no more e-mails of a list (migration 0021). */
export interface MailUnsubscribesTable {
  email: string;
  category: 'giftReminders' | 'reviewRequests';
  created_at: Generated<Date>;
}

export interface WishlistItemsTable {
  customer_id: string;
  item_type: 'STAY' | 'ACTIVITY';
  item_id: number;
  item: Json<WishlistItem>;
  added_at: Generated<Date>;
}

export interface AuthThrottleTable {
  key: string;
  attempts: number;
  window_started_at: Date;
  locked_until: Date | null;
}

/** A message of the contact form (spec §3), with its outbox state towards the CRM (spec §7 web-to-case). */
export interface ContactRequestsTable {
  id: string;
  market: string;
  locale: string;
  reason: string;
  request_type: string;
  request_subtype: string;
  booking_number: string | null;
  description: string;
  name: string;
  email: string;
  phone: string | null;
  phone_e164: string | null;
  return_url: string;
  care_agent_id: string | null;
  created_at: Generated<Date>;
  delivery_status: Generated<'pending' | 'delivered'>;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  last_error: string | null;
  delivered_at: Date | null;
}

/** A customer-care agent (spec §1, §6); password_hash is scrypt. */
export interface CareAgentsTable {
  id: string;
  /** Lower-cased. */
  email: string;
  name: string;
  password_hash: string;
  active: Generated<boolean>;
  created_at: Generated<Date>;
  /** What the agent may do on the care desk (migration 0026). */
  role: Generated<'agent' | 'supervisor'>;
}

/** A care agent's session; the cookie holds the token, this table its SHA-256. */
export interface CareSessionsTable {
  token_hash: string;
  agent_id: string;
  created_at: Generated<Date>;
  expires_at: Date;
  /** The session's last request (migration 0026): it ends after CARE_INACTIVITY_MINUTES without one. */
  last_seen_at: Generated<Date>;
}

/** An agent's action on an order, with its reason and what it changed (migration 0026). */
export interface CareActionsTable {
  id: Generated<number>;
  agent_id: string;
  order_id: string | null;
  action: string;
  reason: string;
  before: Json<unknown> | null;
  after: Json<unknown> | null;
  idempotency_key: string | null;
  created_at: Generated<Date>;
}

/** Fixed-window counter of a per-address rate limit. */
export interface RateLimitsTable {
  key: string;
  window_start: Date;
  hits: number;
}

/** A used bot-check challenge, kept until it expires. */
export interface CaptchaUsesTable {
  id: string;
  expires_at: Date;
}

/** A secret shared by the server instances. */
export interface AppSecretsTable {
  name: string;
  value: string;
}

/** A gift code a beneficiary redeems (demo data; spec §1, §6 beneficiary). */
export interface GiftCodesTable {
  code: string;
  kind: 'BOX' | 'SINGLE_VOUCHER' | 'GIFT_CARD' | 'ACTIVITY';
  box_code: string | null;
  amount: number | null;
  nights: number;
  market: string;
  affiliate_id: string;
  expires_on: DateString;
  used_at: Date | null;
  /** The activity an ACTIVITY code opens (migration 0008). */
  activity_id: Generated<number | null>;
  /** The order that issued the code. */
  order_id: Generated<string | null>;
  issued_at: Generated<Date | null>;
  /** When the gift was extended by six months (migration 0010, ADR 33); once only. */
  extended_at: Generated<Date | null>;
  /** The gift card a voucher was exchanged for (migration 0010, ADR 33). */
  exchanged_for: Generated<string | null>;
  /** The order that spent the code on a booking (migration 0009); cleared when the code is given back. */
  redeemed_by_order: Generated<string | null>;
  /** The package a gifted stay opens (migration 0016); null for a code that opens stays by value or box. */
  package_id: Generated<number | null>;
  /** Months care agents added as a goodwill gesture, over the gift's life (migration 0027). */
  goodwill_months: Generated<number>;
}

/** A gift card's balance movements (migration 0010, ADR 33): balance = amount + sum(amount_cents). */
export interface GiftCardLedgerTable {
  id: Generated<number>;
  code: string;
  order_id: string;
  /** reserve/release: a checkout paid by the card; stay/stay_back: what a booking took of a value voucher (migration 0016). */
  kind: 'reserve' | 'release' | 'stay' | 'stay_back' | 'change_back';
  amount_cents: number;
  created_at: Generated<Date>;
  /** The date change a change_back row gives back for (migration 0023, ADR 57); null for the other kinds. */
  change_id: Generated<string | null>;
}

/** An order (ADR 20): its buyer, amounts (cents), payment and status. */
export interface OrdersTable {
  id: string;
  number: string;
  idempotency_key: string;
  market: string;
  kind: 'STAY' | 'GIFT' | 'ACTIVITY' | 'EXTENSION';
  status: Generated<OrderStatusColumn>;
  customer_id: string | null;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  /** Written as JSON text; '{}' when an insert leaves it out. */
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  details_path: string;
  cart_id: string | null;
  send_on: DateString | null;
  fulfilment: 'to_ship' | 'shipped' | null;
  pay_later: 'paypal' | 'deferred' | 'split3' | 'split4' | null;
  /** What the customer owes the pay-later provider, by date (ADR 41). */
  pay_later_schedule: Json<unknown[]> | null;
  total_cents: number;
  /** What Mollie is asked: the total less a gift card; paying later too, the provider paying Halte at once (ADR 41). */
  amount_due_cents: number;
  currency: Generated<string>;
  room_hold: Json<{ hotelId: number; checkin: string; nights: number; rooms: number }> | null;
  hold_released: Generated<boolean>;
  payment_expires_at: Date;
  payment_provider: string | null;
  payment_id: string | null;
  payment_url: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  paid_at: Date | null;
  confirmed_at: Date | null;
  refunded_at: Date | null;
}
type OrderStatusColumn =
  'pending_payment' | 'paid' | 'confirmed' | 'payment_failed' | 'cancelled' | 'expired' | 'refund_pending' | 'refunded' | 'partly_refunded';

export interface OrderLinesTable {
  order_id: string;
  position: number;
  kind: string;
  label: string;
  product_ref: string | null;
  quantity: Generated<number>;
  unit_cents: number;
  total_cents: number;
  gift_code: string | null;
}

export interface OrderEventsTable {
  id: Generated<number>;
  order_id: string;
  from_status: string | null;
  to_status: string;
  source: string;
  created_at: Generated<Date>;
}

/** What a buyer did to a gift from My gifts (migration 0018, ADR 48). */
export interface GiftAftercareEventsTable {
  id: Generated<number>;
  order_id: string;
  gift_code: string;
  customer_id: string | null;
  action: 'download' | 'resend' | 'recipient' | 'send_date' | 'exchange';
  detail: Generated<unknown>;
  created_at: Generated<Date>;
}

/** A payment of the development stand-in of Mollie's API (no money moves; ADR 39). */
export interface StandInPaymentsTable {
  id: string;
  /** The order id of the payment's metadata, when it has one. */
  order_id: string | null;
  amount_cents: number;
  description: string;
  status: Generated<'open' | 'paid' | 'failed' | 'canceled' | 'expired'>;
  redirect_url: string;
  market: string | null;
  webhook_url: string | null;
  locale: string | null;
  metadata: Json<unknown> | null;
  /** The method the payment was created with (migration 0014), when one was asked. */
  method: string | null;
  idempotency_key: string | null;
  expires_at: Generated<Date>;
  settled_at: Date | null;
  created_at: Generated<Date>;
}

/** A refund of an order's provider payment (migrations 0011 and 0027, ADRs 37 and 60): the policy's, at most one, and goodwill ones. */
export interface OrderRefundsTable {
  id: Generated<number>;
  order_id: string;
  /** policy: the cancellation's or a late payment's (one per order); goodwill: granted by a care agent (migration 0027). */
  kind: Generated<'policy' | 'goodwill'>;
  /** A goodwill refund's form key: one refund however often the form is sent. */
  idempotency_key: string | null;
  payment_id: string;
  amount_cents: number;
  status: Generated<'pending' | 'requested' | 'refunded' | 'failed'>;
  provider_refund_id: string | null;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A change of a booking's dates and party, and how its difference was settled (migration 0023, ADR 57). */
export interface BookingChangesTable {
  id: string;
  order_id: string;
  booking_number: string;
  status: 'pending_payment' | 'done' | 'failed' | 'expired' | 'refunded';
  old_checkin: DateString;
  old_nights: number;
  old_adults: number;
  old_children: number;
  old_babies: number;
  old_rooms: number;
  new_checkin: DateString;
  new_nights: number;
  new_adults: number;
  new_children: number;
  new_babies: number;
  new_rooms: number;
  old_total_cents: number;
  new_total_cents: number;
  difference_cents: number;
  new_night_prices: Json<number[]>;
  new_cancellation: Json<{ cancellable: boolean; cancellationDeadline: string | null; refundRate?: number }>;
  room_take: Json<{ day: string; rooms: number }[]>;
  room_give: Json<{ day: string; rooms: number }[]>;
  gift_card_refund_cents: Generated<number>;
  card_refund_cents: Generated<number>;
  payment_id: string | null;
  payment_url: string | null;
  payment_expires_at: Date | null;
  idempotency_key: string | null;
  created_at: Generated<Date>;
  settled_at: Date | null;
}

/** A refund through the provider of a date change, or a cancellation's part beyond its first payment (migration 0023). */
export interface PaymentRefundsTable {
  id: string;
  order_id: string;
  change_id: string | null;
  payment_id: string;
  amount_cents: number;
  status: Generated<'pending' | 'requested' | 'refunded' | 'failed'>;
  provider_refund_id: string | null;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface StandInRefundsTable {
  id: string;
  payment_id: string;
  amount_cents: number;
  idempotency_key: string | null;
  description: string | null;
  created_at: Generated<Date>;
}

/**
 * The view package_rows (migration 0029): a package with the columns of its hotel, room and city its readers need,
 * typed as in their tables (HotelsTable, RoomsTable, DestinationsTable).
 */
export interface PackageRowsView extends PackagesTable {
  hotel_label: string;
  star: number;
  active: boolean;
  country: string;
  city_id: number;
  department_id: number | null;
  region_id: number | null;
  latitude: number;
  longitude: number;
  street_address: string;
  zip_code: string;
  local_tax_type: 'BOOKING_PERCENTAGE' | 'PER_PERSON_PER_NIGHT';
  local_tax_amount: number;
  local_tax_percentage: number | null;
  review_count: number;
  review_score: number | null;
  image_count: number;
  check_in: string;
  check_out: string;
  important_infos: Json<Record<string, string[]>>;
  pets_allowed: boolean;
  room_labels: Json<Localized>;
  capacity: number;
  max_capacity: number;
  size_m2: number;
  bedding: Json<Localized>;
  room_type: string;
  room_descriptions: Json<Localized>;
  room_highlights: Json<Record<'fr' | 'es' | 'it' | 'nl', string[]>>;
  city_names: Json<Localized>;
  city_label: string;
}

export interface Database {
  catalog_meta: CatalogMetaTable;
  themes: ThemesTable;
  subthemes: SubthemesTable;
  destinations: DestinationsTable;
  hotels: HotelsTable;
  rooms: RoomsTable;
  packages: PackagesTable;
  package_rows: PackageRowsView;
  upsells: UpsellsTable;
  product_documents: ProductDocumentsTable;
  hotel_first_review_pages: HotelFirstReviewPagesTable;
  product_documents_stale: ProductDocumentsStaleTable;
  hotel_days: HotelDaysTable;
  reviews: ReviewsTable;
  activity_centres: ActivityCentresTable;
  activity_products: ActivityProductsTable;
  boxes: BoxesTable;
  box_packages: BoxPackagesTable;
  gift_cards: GiftCardsTable;
  sub_element_categories: SubElementCategoriesTable;
  custom_sub_elements: CustomSubElementsTable;
  shipping_costs: ShippingCostsTable;
  analytics_events: AnalyticsEventsTable;
  error_logs: ErrorLogsTable;
  carts: CartsTable;
  bookings: BookingsTable;
  customers: CustomersTable;
  customer_sessions: CustomerSessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  email_tokens: EmailTokensTable;
  outbox_messages: OutboxMessagesTable;
  lifecycle_mails: LifecycleMailsTable;
  mail_unsubscribes: MailUnsubscribesTable;
  wishlist_items: WishlistItemsTable;
  auth_throttle: AuthThrottleTable;
  contact_requests: ContactRequestsTable;
  care_agents: CareAgentsTable;
  care_sessions: CareSessionsTable;
  care_actions: CareActionsTable;
  rate_limits: RateLimitsTable;
  captcha_uses: CaptchaUsesTable;
  app_secrets: AppSecretsTable;
  gift_codes: GiftCodesTable;
  activity_bookings: ActivityBookingsTable;
  gift_card_ledger: GiftCardLedgerTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_events: OrderEventsTable;
  gift_aftercare_events: GiftAftercareEventsTable;
  stand_in_payments: StandInPaymentsTable;
  order_refunds: OrderRefundsTable;
  stand_in_refunds: StandInRefundsTable;
  booking_changes: BookingChangesTable;
  payment_refunds: PaymentRefundsTable;
}
