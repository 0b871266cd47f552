import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { addIsoDays } from '../../src/domain/iso-date';
import { formatLongDate } from '../../src/domain/long-date';
import { formatMoney } from '../../src/domain/money';
import { dayName, escapeRegExp, stayInCart, tr, waitForHydration } from './search-helpers';
import { signUpAndVerify, uniqueEmail } from './accounts';
import { BUYERS, fillBuyer } from './checkout';
import { readMails } from './mailbox';
import type { DateChangePreview as Preview } from '../http/shop';
import { openCancellation, openFromTrips } from './booking-page';

/**
 * A booking's whole life in a browser (ADR 55, 56, 57): booked and paid on the Mollie stand-in's page, its page opened
 * from the trips list with its calendar file, its dates changed to a dearer stay (the difference stated, then paid on
 * the provider's page), changed back to a cheaper one (the refund stated, then made), cancelled with the refund stated
 * first; and every e-mail of the journey read in the mailbox, in the market's language, with the amounts the pages said.
 */

const CASES = [BUYERS.fr, BUYERS.es] as const;
type Case = (typeof CASES)[number];
/** Texts compared as read: the narrow and non-breaking spaces of amounts and dates as plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ');

test.describe.configure({ timeout: 240_000 });

interface Stay {
  checkin: string;
  nights: number;
}

/** The booking page says the stay's dates under its heading. */
async function expectDatesOnBookingPage(page: Page, c: Case, stay: Stay): Promise<void> {
  const day = (iso: string) => formatLongDate(iso, c.tag, { weekday: true, year: true });
  const when = tr(c, 'account', 'trips.dates', { checkin: day(stay.checkin), checkout: day(addIsoDays(stay.checkin, stay.nights)) });
  await expect(page.locator('.booking__when')).toContainText(when);
}

/** The calendar file as downloaded from the booking page, unfolded into its lines. */
async function downloadCalendar(page: Page, c: Case, number: string): Promise<string[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: tr(c, 'manageBooking', 'documents.calendar') }).click()]);
  expect(download.suggestedFilename()).toBe(`halte-${number}.ics`);
  const ics = await readFile((await download.path())!, 'utf8');
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  return ics.replace(/\r\n /g, '').split('\r\n');
}

/** The stay's event of a calendar file: its start and end days, place and sequence; each activity's day. */
function readStayEvent(lines: string[]) {
  const events: string[][] = [];
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') events.push([]);
    else events.at(-1)?.push(line);
  }
  const value = (event: string[], name: string) =>
    event.find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))?.replace(/^[^:]+:/, '') ?? '';
  const day = (stamp: string) => `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}`;
  const stay = events.find((event) => /^UID:booking-\d{8}@/.test(event.find((line) => line.startsWith('UID:')) ?? ''))!;
  expect(stay.find((line) => line.startsWith('DTSTART'))).toMatch(/^DTSTART;TZID=Europe\/\w+:\d{8}T\d{6}$/);
  expect(stay.find((line) => line.startsWith('DTEND'))).toMatch(/^DTEND;TZID=Europe\/\w+:\d{8}T\d{6}$/);
  return {
    checkin: day(value(stay, 'DTSTART')),
    checkout: day(value(stay, 'DTEND')),
    location: value(stay, 'LOCATION'),
    sequence: Number(value(stay, 'SEQUENCE')),
    status: value(stay, 'STATUS'),
    activityDays: events.filter((event) => event !== stay).map((event) => day(value(event, 'DTSTART'))),
  };
}

/** Checks the calendar file says the stay's days, at the hotel's address, with each activity within the stay. */
async function expectCalendarFile(page: Page, c: Case, number: string, stay: Stay) {
  const event = readStayEvent(await downloadCalendar(page, c, number));
  expect(event.checkin).toBe(stay.checkin);
  expect(event.checkout).toBe(addIsoDays(stay.checkin, stay.nights));
  const hotel = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  const address = plain((await page.locator('.booking__hotel address').innerText()).split('\n')[0] ?? '').trim();
  expect(event.location.startsWith(`${hotel.replace(/,/g, '\\,')}\\, `)).toBe(true);
  expect(event.location).toContain(address.replace(/,/g, '\\,'));
  for (const activityDay of event.activityDays) {
    expect(
      activityDay >= stay.checkin && activityDay < addIsoDays(stay.checkin, stay.nights),
      `activity on ${activityDay}, stay ${stay.checkin} + ${stay.nights}`,
    ).toBe(true);
  }
  return event;
}

/**
 * A stay dearer than the booked one, as the change page's own calls offer it: a later check-in the calendar prices, or
 * one more night; still cancellable with its own deadline, so it can be changed again. Never a fixed offset.
 */
async function findDearerStay(page: Page, c: Case, number: string, booked: Stay): Promise<{ stay: Stay; preview: Preview }> {
  const party = { adult: '2', child: '0' };
  const months = [booked.checkin.slice(0, 7), addIsoDays(`${booked.checkin.slice(0, 7)}-28`, 7).slice(0, 7)];
  const days: { day: string; status: string; price: number | null }[] = [];
  for (const month of months) {
    const answer = await page.request.get(`/api/account/trips/change/calendar?${new URLSearchParams({ booking: number, month, ...party })}`);
    expect(answer.ok(), `change calendar of ${month}`).toBe(true);
    days.push(...((await answer.json()) as typeof days));
  }
  const open = days.filter((day) => day.status !== 'notAvailable' && day.price !== null && day.day >= booked.checkin).map((day) => day.day);
  const candidates: Stay[] = [];
  for (const checkin of open.filter((day) => day > booked.checkin).slice(0, 12)) candidates.push({ checkin, nights: booked.nights });
  candidates.push({ checkin: booked.checkin, nights: booked.nights + 1 });
  for (const stay of candidates) {
    const nights = (await (
      await page.request.get(`/api/account/trips/change/nights?${new URLSearchParams({ booking: number, checkin: stay.checkin, ...party })}`)
    ).json()) as number[];
    if (!nights.includes(stay.nights)) continue;
    const query = { booking: number, market: c.market, checkin: stay.checkin, nights: String(stay.nights), ...party, baby: '0' };
    const preview = (await (await page.request.get(`/api/account/trips/change/preview?${new URLSearchParams(query)}`)).json()) as Preview;
    if (preview.ok && preview.settlement.kind === 'pay' && preview.newDeadline !== null) return { stay, preview };
  }
  throw new Error(`No dearer stay than ${booked.checkin} + ${booked.nights} nights`);
}

/** On the change page: opens the calendar, picks the new check-in and checkout as a person would, and lets it close. */
async function chooseDates(page: Page, c: Case, current: Stay, wanted: Stay): Promise<void> {
  await waitForHydration(page);
  const shortDay = (iso: string) => formatLongDate(iso, c.tag, { year: true });
  const shown = tr(c, 'account', 'change.datesValue', { checkin: shortDay(current.checkin), checkout: shortDay(addIsoDays(current.checkin, current.nights)) });
  await page.getByRole('button', { name: shown, exact: true }).click();
  const calendar = page.getByRole('group', { name: tr(c, 'calendar', 'title') });
  await expect(calendar).toBeVisible();
  for (const day of [wanted.checkin, addIsoDays(wanted.checkin, wanted.nights)]) {
    const button = calendar.getByRole('button', { name: new RegExp(`^${escapeRegExp(dayName(c.language, day))}\\b`) });
    // Another month: the pager, as a person would (the calendar opens on the booked check-in's month).
    const pager = day < current.checkin ? 'previousMonth' : 'nextMonth';
    for (let turns = 0; turns < 4 && !(await button.isVisible()); turns += 1) await calendar.getByRole('button', { name: tr(c, 'calendar', pager) }).click();
    // The day opens once the offer's days (and, for a checkout, its nights) are loaded.
    await expect(button).not.toHaveAttribute('aria-disabled', 'true');
    await button.click();
  }
  await expect(calendar).toBeHidden();
  await expect(
    page.getByRole('button', {
      name: tr(c, 'account', 'change.datesValue', { checkin: shortDay(wanted.checkin), checkout: shortDay(addIsoDays(wanted.checkin, wanted.nights)) }),
      exact: true,
    }),
  ).toBeVisible();
}

for (const c of CASES) {
  test(`${c.market}: a booking's dates changed to a dearer stay and back, then cancelled, each amount stated first and e-mailed`, async ({
    page,
    request,
    baseURL,
  }) => {
    const money = (cents: number) => formatMoney(cents, c.tag);
    const booked = await stayInCart(request, baseURL, c.locale, { cancellable: true });
    const email = await signUpAndVerify(page, c.market, { email: uniqueEmail(`dates.${c.market}`), firstName: c.first });

    // Booked and paid on the provider's hosted page.
    await page.goto(booked.checkoutUrl);
    await fillBuyer(page, c, email);
    await page.getByRole('checkbox', { name: new RegExp(tr(c, 'order', 'details.terms')) }).check();
    const pay = page.getByRole('button', { name: new RegExp(`^${escapeRegExp(tr(c, 'order', 'details.submit', { amount: 'X' })).replace('X', '.+')}$`) });
    const paidAtBooking = plain((await pay.textContent()) ?? '')
      .replace(plain(tr(c, 'order', 'details.submit', { amount: '' })), '')
      .trim();
    expect(paidAtBooking).toMatch(/\d.*€/);
    await pay.click();
    await expect(page.getByRole('heading', { level: 1, name: tr(c, 'order', 'testPayment.title') })).toBeVisible();
    await page.getByRole('button', { name: tr(c, 'order', 'testPayment.paid'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr(c, 'order', 'confirmation.confirmed') })).toBeVisible();
    const number = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
    expect(number).toMatch(/^\d{8}$/);
    const first: Stay = { checkin: booked.checkin, nights: booked.nights };

    // Its page from the trips list, and its calendar file.
    await openFromTrips(page, c, number);
    await expectDatesOnBookingPage(page, c, first);
    const firstEvent = await expectCalendarFile(page, c, number, first);
    expect(firstEvent.status).toBe('CONFIRMED');

    // A dearer stay: the difference is said before the button, which says it again.
    await page
      .getByRole('complementary')
      .getByRole('link', { name: tr(c, 'account', 'trips.change.open') })
      .click();
    await expect(page).toHaveURL(`/${c.market}/account/trips/${number}/dates`);
    await expect(page.getByRole('heading', { level: 1, name: tr(c, 'account', 'change.title') })).toBeVisible();
    const dearer = await findDearerStay(page, c, number, first);
    const difference = dearer.preview.settlement.differenceCents;
    expect(difference).toBe(dearer.preview.newTotalCents - dearer.preview.oldTotalCents);
    expect(plain(money(dearer.preview.oldTotalCents))).toBe(paidAtBooking);
    await chooseDates(page, c, first, dearer.stay);
    const preview = page.getByTestId('change-preview');
    await expect(preview).toContainText(tr(c, 'account', 'change.pay', { amount: money(difference) }));
    await expect(preview).toContainText(money(dearer.preview.newTotalCents));
    await expect(preview).toContainText(money(dearer.preview.oldTotalCents));
    await page.getByRole('button', { name: tr(c, 'account', 'change.confirmPay', { amount: money(difference) }), exact: true }).click();

    // The difference paid on the provider's page; back on the change page, the booking has its new dates.
    await expect(page.getByRole('heading', { level: 1, name: tr(c, 'order', 'testPayment.title') })).toBeVisible();
    await expect(page.getByText(money(difference)).first()).toBeVisible();
    await page.getByRole('button', { name: tr(c, 'order', 'testPayment.paid'), exact: true }).click();
    const outcome = page.getByTestId('change-outcome');
    const longDay = (iso: string) => formatLongDate(iso, c.tag, { year: true });
    const spanOf = (stay: Stay) => ({
      checkin: longDay(stay.checkin),
      checkout: longDay(addIsoDays(stay.checkin, stay.nights)),
      nights: tr(c, 'account', 'trips.nights', { count: stay.nights }),
    });
    await expect(outcome).toContainText(tr(c, 'account', 'change.done', spanOf(dearer.stay)));
    await expect(outcome).toContainText(tr(c, 'account', 'change.paid', { amount: money(difference) }));

    // The booking page and its calendar file say the new dates.
    await openFromTrips(page, c, number);
    await expectDatesOnBookingPage(page, c, dearer.stay);
    await expect(page.getByTestId('booking-lines')).toContainText(money(dearer.preview.newTotalCents));
    // What the card paid: the first payment and the difference.
    await expect(page.getByTestId('booking-paid-with')).toContainText(money(dearer.preview.newTotalCents));
    const changedEvent = await expectCalendarFile(page, c, number, dearer.stay);
    // A calendar that imported the first file takes the new one as its update.
    expect(changedEvent.sequence).toBeGreaterThan(firstEvent.sequence);

    // Back to the first stay, cheaper: the refund is said before confirming, then made.
    await page
      .getByRole('complementary')
      .getByRole('link', { name: tr(c, 'account', 'trips.change.open') })
      .click();
    await chooseDates(page, c, dearer.stay, first);
    await expect(preview).toContainText(tr(c, 'account', 'change.refundCard', { amount: money(difference) }));
    await expect(preview).toContainText(money(dearer.preview.oldTotalCents));
    const confirmBack = page.getByRole('button', { name: tr(c, 'account', 'change.confirm'), exact: true });
    await confirmBack.click();
    await expect(outcome).toContainText(tr(c, 'account', 'change.done', spanOf(first)));
    await expect(outcome).toContainText(tr(c, 'account', 'change.refundedCard', { amount: money(difference) }));
    await openFromTrips(page, c, number);
    await expectDatesOnBookingPage(page, c, first);
    await expect(page.getByTestId('booking-paid-with')).toContainText(money(dearer.preview.oldTotalCents));
    const backEvent = await expectCalendarFile(page, c, number, first);
    expect(backEvent.sequence).toBeGreaterThan(changedEvent.sequence);

    // Cancelled from the booking page: the amount first, then the confirmation.
    const refundToday = plain((await page.getByTestId('booking-refund-today').textContent()) ?? '');
    const confirm = await openCancellation(page, c.language, number);
    const total = plain((await page.getByTestId('cancel-refund-total').textContent()) ?? '');
    const refunded = /\d[\d\s.,]*€/.exec(total)?.[0]?.trim() ?? '';
    expect(refunded).toMatch(/\d/);
    expect(refundToday).toContain(refunded);
    await expect(page.getByTestId('booking-status')).toContainText(tr(c, 'account', 'status.CONFIRMED'));
    await confirm.getByRole('button', { name: tr(c, 'account', 'trips.cancel.confirm', { number }) }).click();
    await expect(page.getByRole('status').filter({ hasText: tr(c, 'account', 'trips.cancel.result.cancelled', { number }) })).toBeFocused();
    await expect(page.getByTestId('booking-status')).toContainText(tr(c, 'account', 'status.CANCELLED'));
    expect(plain((await page.getByTestId('booking-settlement').textContent()) ?? '')).toContain(refunded);
    // Nothing left to put in a calendar.
    await expect(page.getByRole('link', { name: tr(c, 'manageBooking', 'documents.calendar') })).toHaveCount(0);

    // The mailbox: every e-mail of the journey, in the market's language, with the amounts the pages said.
    const [confirmation] = await readMails(page, [email, tr(c, 'mail', 'order.subjectStay', { number })]);
    expect(plain(confirmation!.text)).toContain(tr(c, 'mail', 'order.introStay'));
    expect(plain(confirmation!.text)).toMatch(new RegExp(`${escapeRegExp(tr(c, 'mail', 'order.total'))}\\W+${escapeRegExp(paidAtBooking)}`));

    const changes = await readMails(page, [email, tr(c, 'mail', 'dateChange.subject', { number })], 2);
    const paidMail = changes.find((mail) => plain(mail.text).includes(plain(tr(c, 'mail', 'dateChange.paid', { amount: money(difference) }))));
    const refundMail = changes.find((mail) => plain(mail.text).includes(plain(tr(c, 'mail', 'dateChange.refundCard', { amount: money(difference) }))));
    expect(paidMail, changes.map((mail) => mail.text).join('\n---\n')).toBeDefined();
    expect(refundMail, changes.map((mail) => mail.text).join('\n---\n')).toBeDefined();
    for (const [mail, stay, totalCents] of [
      [paidMail!, dearer.stay, dearer.preview.newTotalCents],
      [refundMail!, first, dearer.preview.oldTotalCents],
    ] as const) {
      const text = plain(mail.text);
      expect(text).toContain(plain(tr(c, 'mail', 'dateChange.intro', { number })));
      expect(text).toMatch(new RegExp(`${escapeRegExp(tr(c, 'mail', 'dateChange.total'))}\\W+${escapeRegExp(plain(money(totalCents)))}`));
      const dates = tr(c, 'mail', 'order.datesValue', {
        checkIn: longDay(stay.checkin),
        checkOut: longDay(addIsoDays(stay.checkin, stay.nights)),
        nights: tr(c, 'mail', 'units.nights', { count: stay.nights }),
      });
      expect(text).toContain(plain(tr(c, 'mail', 'common.labelValue', { label: tr(c, 'mail', 'dateChange.newDates'), value: dates })));
    }

    const [cancellation] = await readMails(page, [email, tr(c, 'mail', 'cancellation.subject', { number })]);
    expect(plain(cancellation!.text)).toContain(plain(tr(c, 'mail', 'cancellation.intro', { number })));
    expect(plain(cancellation!.text)).toContain(plain(tr(c, 'mail', 'cancellation.refundBy.card', { amount: refunded, min: 5, max: 10 })));
  });
}
