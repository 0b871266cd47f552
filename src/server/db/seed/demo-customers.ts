import type { MarketKey } from '../../../i18n/markets';

/**
 * Demo customers of the generated data: the booking lookup page and the account pages show their bookings.
 * Their addresses use the reserved example.com domain, so nothing can ever be sent to a real person.
 */
export interface DemoCustomer {
  email: string;
  firstName: string;
  lastName: string;
  market: MarketKey;
}

export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  { email: 'camille.martin@example.com', firstName: 'Camille', lastName: 'Martin', market: 'fr' },
  { email: 'lucia.garcia@example.com', firstName: 'Lucía', lastName: 'García', market: 'es' },
  { email: 'marco.rossi@example.com', firstName: 'Marco', lastName: 'Rossi', market: 'it' },
  { email: 'sanne.devries@example.com', firstName: 'Sanne', lastName: 'de Vries', market: 'nl' },
  { email: 'lucas.peeters@example.com', firstName: 'Lucas', lastName: 'Peeters', market: 'be-nl' },
];
