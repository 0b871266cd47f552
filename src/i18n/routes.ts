import { MARKETS, type Language, type MarketKey } from './markets';

/**
 * The route table: the only place that knows URL paths. Each route has a path pattern per language
 * (`:name` marks a parameter); the market key is always the first segment.
 */
export const ROUTES = {
  home: { fr: '', es: '', it: '', nl: '' },
  search: { fr: 'recherche', es: 'busqueda', it: 'ricerca', nl: 'zoeken' },
  // Keyword paths of spec §2 (fr ville/idee, es ciudad/tema, nl stad/thema; Italian follows the same pattern).
  searchCity: { fr: 'recherche/ville/:cityId', es: 'busqueda/ciudad/:cityId', it: 'ricerca/citta/:cityId', nl: 'zoeken/stad/:cityId' },
  searchIdea: { fr: 'recherche/idee/:idea', es: 'busqueda/tema/:idea', it: 'ricerca/tema/:idea', nl: 'zoeken/thema/:idea' },
  activitySearch: { fr: 'activites', es: 'actividades', it: 'attivita', nl: 'activiteiten' },
  product: { fr: 'sejour/:id', es: 'estancia/:id', it: 'soggiorno/:id', nl: 'verblijf/:id' },
  hotel: { fr: 'hotel/:id', es: 'hotel/:id', it: 'hotel/:id', nl: 'hotel/:id' },
  activity: { fr: 'activite/:id', es: 'actividad/:id', it: 'attivita/:id', nl: 'activiteit/:id' },
  boxes: { fr: 'coffrets-cadeaux', es: 'cajas-regalo', it: 'cofanetti-regalo', nl: 'cadeauboxen' },
  box: { fr: 'coffrets-cadeaux/p/:slug/:code', es: 'cajas-regalo/p/:slug/:code', it: 'cofanetti-regalo/p/:slug/:code', nl: 'cadeauboxen/p/:slug/:code' },
  // Gift checkout: server-rendered from its query string (ADR 10); activity checkout: the voucher of one activity.
  giftCheckout: { fr: 'cadeau/commande', es: 'regalo/pedido', it: 'regalo/ordine', nl: 'cadeau/bestelling' },
  activityCheckout: { fr: 'activite/commande/:id', es: 'actividad/pedido/:id', it: 'attivita/ordine/:id', nl: 'activiteit/bestelling/:id' },
  // Beneficiaries: the gift login asks for a gift code; a valid code opens the stays of that gift.
  giftLogin: { fr: 'cadeau/utiliser', es: 'regalo/canjear', it: 'regalo/utilizza', nl: 'cadeau/inwisselen' },
  giftStays: { fr: 'cadeau/sejours', es: 'regalo/estancias', it: 'regalo/soggiorni', nl: 'cadeau/verblijven' },
  // An activity voucher's page: its centre and the slots it books (ADR 46).
  giftActivity: { fr: 'cadeau/activite', es: 'regalo/actividad', it: 'regalo/attivita', nl: 'cadeau/activiteit' },
  // A gift's six-month extension, paid through the details step (ADR 33).
  giftExtension: { fr: 'cadeau/prolonger', es: 'regalo/prorrogar', it: 'regalo/prolunga', nl: 'cadeau/verlengen' },
  giftCard: { fr: 'giftcard/customization', es: 'giftcard/customization', it: 'giftcard/customization', nl: 'giftcard/customization' },
  ideas: { fr: 'idees', es: 'ideas', it: 'idee', nl: 'ideeen' },
  contact: { fr: 'contact', es: 'contacto', it: 'contatti', nl: 'contact' },
  bookingLookup: { fr: 'ma-reservation', es: 'mi-reserva', it: 'la-mia-prenotazione', nl: 'mijn-boeking' },
  // A booking's own page (ADR 55), for its verified owner or the holder of its signed link; its calendar file and invoice.
  booking: { fr: 'ma-reservation/:id', es: 'mi-reserva/:id', it: 'la-mia-prenotazione/:id', nl: 'mijn-boeking/:id' },
  bookingCalendar: {
    fr: 'ma-reservation/:id/calendrier',
    es: 'mi-reserva/:id/calendario',
    it: 'la-mia-prenotazione/:id/calendario',
    nl: 'mijn-boeking/:id/agenda',
  },
  bookingInvoice: { fr: 'ma-reservation/:id/facture', es: 'mi-reserva/:id/factura', it: 'la-mia-prenotazione/:id/fattura', nl: 'mijn-boeking/:id/factuur' },
  // Care login (spec §2): only on care hosts, where it also replaces any page asked for without a care session.
  careLogin: { fr: 'service-client/connexion', es: 'atencion-cliente/acceso', it: 'servizio-clienti/accesso', nl: 'klantenservice/inloggen' },
  // The care desk (ADR 60): find an order, then its page; on care hosts only.
  careDesk: { fr: 'service-client/bureau', es: 'atencion-cliente/escritorio', it: 'servizio-clienti/scrivania', nl: 'klantenservice/bureau' },
  careOrder: { fr: 'service-client/commande/:id', es: 'atencion-cliente/pedido/:id', it: 'servizio-clienti/ordine/:id', nl: 'klantenservice/bestelling/:id' },
  accountSignIn: { fr: 'account/signin', es: 'account/signin', it: 'account/signin', nl: 'account/signin' },
  accountProfile: { fr: 'account/settings/profile', es: 'account/settings/profile', it: 'account/settings/profile', nl: 'account/settings/profile' },
  accountTrips: { fr: 'account/trips', es: 'account/trips', it: 'account/trips', nl: 'account/trips' },
  accountWishlist: { fr: 'account/wishlist', es: 'account/wishlist', it: 'account/wishlist', nl: 'account/wishlist' },
  // Account screens, under the same English account/ paths as the spec's.
  accountSignUp: { fr: 'account/signup', es: 'account/signup', it: 'account/signup', nl: 'account/signup' },
  accountVerifyEmail: { fr: 'account/verify', es: 'account/verify', it: 'account/verify', nl: 'account/verify' },
  accountClaim: { fr: 'account/claim', es: 'account/claim', it: 'account/claim', nl: 'account/claim' },
  accountSignOut: { fr: 'account/signout', es: 'account/signout', it: 'account/signout', nl: 'account/signout' },
  accountPasswordReset: { fr: 'account/password/reset', es: 'account/password/reset', it: 'account/password/reset', nl: 'account/password/reset' },
  accountNewPassword: { fr: 'account/password/new', es: 'account/password/new', it: 'account/password/new', nl: 'account/password/new' },
  accountInvoice: { fr: 'account/trips/:id/invoice', es: 'account/trips/:id/invoice', it: 'account/trips/:id/invoice', nl: 'account/trips/:id/invoice' },
  // Changing a booked stay's dates and party (ADR 57).
  accountChangeDates: { fr: 'account/trips/:id/dates', es: 'account/trips/:id/dates', it: 'account/trips/:id/dates', nl: 'account/trips/:id/dates' },
  page: { fr: 'info/:id', es: 'info/:id', it: 'info/:id', nl: 'info/:id' },
  // Partner minisites (spec §2): the minisite's address under its locale's market.
  minisite: { fr: 'partenaire/:slug', es: 'socio/:slug', it: 'partner/:slug', nl: 'partner/:slug' },
  checkout: { fr: 'commande/:cartId', es: 'pedido/:cartId', it: 'ordine/:cartId', nl: 'bestelling/:cartId' },
  // Orders: the confirmation (also the payment's return address) and the Mollie stand-in's hosted page (ADR 39).
  orderConfirmation: { fr: 'commande/confirmation/:id', es: 'pedido/confirmacion/:id', it: 'ordine/conferma/:id', nl: 'bestelling/bevestiging/:id' },
  testPayment: { fr: 'paiement-test/:id', es: 'pago-prueba/:id', it: 'pagamento-prova/:id', nl: 'testbetaling/:id' },
  accountGifts: { fr: 'account/gifts', es: 'account/gifts', it: 'account/gifts', nl: 'account/gifts' },
  // A stay's review (ADR 58): for the booking's owner signed in, or through the signed link of the review-request e-mail.
  review: { fr: 'avis/:id', es: 'opinion/:id', it: 'recensione/:id', nl: 'beoordeling/:id' },
  // The unsubscribe page of a reminder or review request, reached from the e-mail's signed link (ADR 56).
  mailUnsubscribe: { fr: 'e-mails/desabonnement', es: 'correos/baja', it: 'email/disiscrizione', nl: 'e-mails/afmelden' },
} as const satisfies Record<string, Record<Language, string>>;

export type RouteName = keyof typeof ROUTES;
export type RouteParams = Record<string, string | number>;

export interface MatchedRoute {
  market: MarketKey;
  name: RouteName;
  params: Record<string, string>;
}

/** The Belgian splash and the country chooser live outside any market. */
export const SPLASH_PATH = '/be/';
export const CHOOSER_PATH = '/';

/** Builds the path of a page: `buildPath('be-nl', 'product', { id: 12 })` → `/be-nl/verblijf/12`. */
export function buildPath(market: MarketKey, name: RouteName, params: RouteParams = {}): string {
  const pattern: string = ROUTES[name][MARKETS[market].language];
  const rest = pattern.replace(/:([a-zA-Z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') throw new Error(`Route ${name} needs the parameter ${key}`);
    return encodeURIComponent(String(value));
  });
  return rest ? `/${market}/${rest}` : `/${market}/`;
}

/** Finds which route and market a path belongs to, or undefined for an unknown path. */
export function matchPath(pathname: string): MatchedRoute | undefined {
  const segments = pathname.split('/').filter(Boolean);
  const [market, ...rest] = segments;
  if (!market || !(market in MARKETS)) return undefined;
  const marketKey = market as MarketKey;
  const language = MARKETS[marketKey].language;
  for (const name of Object.keys(ROUTES) as RouteName[]) {
    const patternSegments = ROUTES[name][language].split('/').filter(Boolean);
    if (patternSegments.length !== rest.length) continue;
    const params: Record<string, string> = {};
    const matches = patternSegments.every((part, index) => {
      const actual = rest[index] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = safeDecode(actual);
        return actual.length > 0;
      }
      return part === actual;
    });
    if (matches) return { market: marketKey, name, params };
  }
  return undefined;
}

/** The same page in another market (used by the Belgian language switch); falls back to its home. */
export function translatePath(pathname: string, target: MarketKey): string {
  const matched = matchPath(pathname);
  if (!matched) return buildPath(target, 'home');
  return buildPath(target, matched.name, matched.params);
}

/** Market key from the first path segment, if it names one. */
export function getMarketFromPath(pathname: string): MarketKey | undefined {
  const first = pathname.split('/').filter(Boolean)[0];
  return first && first in MARKETS ? (first as MarketKey) : undefined;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
