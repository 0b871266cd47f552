/** Rules of the travellers field that depend on its mode: single-room default, summary text, hints. */
import { PAX_AGE_HINTS, applyParticipantChange, applyPaxChange, getSingleRoomDefault, type Pax, type PaxKind } from '../../domain/pax';
import type { Translate } from '../../i18n/client';

/** booking: adults, children, babies and single room; activity: participants (held in `adults`); gifting: read-only. */
export type PaxMode = 'booking' | 'activity' | 'gifting';

/** What the pax selector edits. */
export interface PaxSelection extends Pax {
  singleRoom: boolean;
}

/**
 * Sets one counter (out-of-range values give back the same object). Single room follows the travellers when
 * children or babies appear or all leave (ticked when either is above 0); otherwise the visitor's choice is kept.
 */
export function changePaxCount(selection: PaxSelection, kind: PaxKind, count: number): PaxSelection {
  const pax = applyPaxChange(selection, kind, count);
  if (pax === selection) return selection;
  const wasDefault = getSingleRoomDefault(selection);
  const isDefault = getSingleRoomDefault(pax);
  return { ...selection, ...pax, singleRoom: wasDefault === isDefault ? selection.singleRoom : isDefault };
}

/** Activity participants (ACTIVITY_PARTICIPANT_BOUNDS); out-of-range values give back the same object. */
export function changeParticipants(selection: PaxSelection, count: number): PaxSelection {
  const adults = applyParticipantChange(selection.adults, count);
  return adults === selection.adults ? selection : { ...selection, adults };
}

/** Text of the trigger: '2 adults, 1 child' (kinds at zero left out), or '2 participants' in the activity mode. */
export function getPaxSummary(pax: Pax, mode: PaxMode, t: Translate): string {
  if (mode === 'activity') return t('pax.participants', { count: pax.adults });
  const parts = [t('pax.adults', { count: pax.adults })];
  if (pax.children > 0) parts.push(t('pax.children', { count: pax.children }));
  if (pax.babies > 0) parts.push(t('pax.babies', { count: pax.babies }));
  return parts.join(', ');
}

/** Age hint under a counter: '12 years and over', '3 to 11 years'. */
export function getAgeHint(kind: PaxKind, t: Translate): string {
  const { minAge, maxAge } = PAX_AGE_HINTS[kind];
  return maxAge === null ? t('pax.ageFrom', { minAge }) : t('pax.ageRange', { minAge, maxAge });
}
