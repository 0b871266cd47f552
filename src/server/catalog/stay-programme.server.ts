/** 'Your stay includes' for the chosen length of stay, in one language (the programme follows the stay, ADR 52). */
import { getStayProgrammeItems, getStayProgrammeLines } from '../../domain/stay-programme';
import { getT } from '../../i18n/i18n';
import type { Language } from '../../i18n/markets';
import type { Localized, PackageItem } from '../db/schema';
import { TEXTS } from '../db/seed/texts';

/** A title inside a sentence ('2 breakfasts: buffet breakfast'): its first letter in lower case. */
const lowerFirst = (text: string, lang: Language) => text.charAt(0).toLocaleLowerCase(lang) + text.slice(1);

/**
 * The programme of a package for a stay of `nights` nights: its items on the stay's days (those the stay does not
 * have left out, each with `source`, its position in the package's items), and its lines.
 */
export function buildStayProgramme(pkg: { items: unknown; room_labels: unknown }, lang: Language, nights: number) {
  const t = getT(lang, 'booking');
  const room = (pkg.room_labels as Localized)[lang];
  const items = getStayProgrammeItems(pkg.items as PackageItem[], nights).map((item) => ({
    ...item,
    title: TEXTS.activities[item.activityId - 1]?.titles[lang] ?? '',
  }));
  const lines = getStayProgrammeLines(items, nights, {
    stay: (count) => t('programme.stay', { count, room }),
    counted: (item, count) => t(item.kind === 'morning' ? 'programme.breakfasts' : 'programme.dinners', { count, title: lowerFirst(item.title, lang) }),
  });
  return { items, lines };
}
