/**
 * The stay chosen on a hotel page (spec §2: hash checkin, checkout, a, c, b): shared by the date and traveller
 * selector in the sticky section links and by the offers. The address hash is its source and keeps every change.
 */
import { atom, onMount } from 'nanostores';
import { getLocalToday } from '../domain/local-today';
import { DEFAULT_STAY, formatHotelHash, OFFERS_ANCHOR, readHotelHash, type Stay } from '../domain/hotel-hash';

export const $hotelStay = atom<Stay>(DEFAULT_STAY);

/** Whether the selector's calendar is open; a room card's 'Select your dates' opens it. */
export const $isStayCalendarOpen = atom(false);

function readStayFromHash(isFirst: boolean): void {
  const hash = readHotelHash(window.location.hash, getLocalToday().today);
  if (hash.hasStay) $hotelStay.set(hash.stay);
  // A plain #products is scrolled to by the browser; with the stay in the hash it is done here.
  if (isFirst && hash.hasStay && hash.isOffersAnchor) document.getElementById(OFFERS_ANCHOR)?.scrollIntoView();
}

// The server renders with the default stay: it never sees the hash.
onMount($hotelStay, () => {
  if (typeof window === 'undefined') return undefined;
  readStayFromHash(true);
  const onHashChange = () => readStayFromHash(false);
  window.addEventListener('hashchange', onHashChange);
  return () => window.removeEventListener('hashchange', onHashChange);
});

/** Changes the stay and writes it into the address, without a history entry and without a jump. */
export function changeHotelStay(stay: Stay): void {
  $hotelStay.set(stay);
  const url = new URL(window.location.href);
  url.hash = formatHotelHash(stay);
  window.history.replaceState(window.history.state, '', url.href);
}

export function setStayCalendarOpen(isOpen: boolean): void {
  $isStayCalendarOpen.set(isOpen);
}

/** Counts the requests to choose dates made away from the selector (a room card's prompt); the selector takes the focus. */
export const $stayDatesRequests = atom(0);

export function requestStayDates(): void {
  $isStayCalendarOpen.set(true);
  $stayDatesRequests.set($stayDatesRequests.get() + 1);
}
