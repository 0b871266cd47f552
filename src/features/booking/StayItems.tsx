import { useStore } from '@nanostores/react';
import { createTranslator, type Messages } from '../../i18n/client';
import { $quotedProgramme } from '../../stores/stay-programme';

export interface StayItem {
  /** Position of the item in the package's items (the quote names items by it). */
  source: number;
  title: string;
  duration: number;
  detailList: string[];
  /** Its days in the offer's own stay. */
  days: number[];
}

interface Props {
  items: readonly StayItem[];
  /** The product namespace's `experience.*` texts. */
  messages: Messages;
  language: string;
}

/**
 * The experience section's items on their days: the offer's own stay, then that of the stay the booking panel
 * quoted (ADR 52), where an item that stay does not have (a dinner of a night it lacks) is left out.
 */
export default function StayItems({ items, messages, language }: Props) {
  const quoted = useStore($quotedProgramme);
  const t = createTranslator(messages, language);
  const shown = items.flatMap((item) => {
    if (!quoted) return [item];
    const inStay = quoted.items.find((entry) => entry.source === item.source);
    return inStay ? [{ ...item, days: [...inStay.days] }] : [];
  });
  return (
    <ul>
      {shown.map((item) => {
        const first = item.days[0] ?? 1;
        const last = item.days[item.days.length - 1] ?? first;
        return (
          <li key={item.source}>
            <h3>{item.title}</h3>
            <p className="muted">
              {item.days.length > 1 ? t('experience.days', { first, last }) : t('experience.day', { day: first })} ·{' '}
              {t('experience.duration', { minutes: item.duration })}
            </p>
            {item.detailList.map((detail) => (
              <p key={detail}>{detail}</p>
            ))}
          </li>
        );
      })}
    </ul>
  );
}
