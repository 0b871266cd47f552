/** 'Your stay includes' for the chosen length of stay, in one language (the programme follows the stay). */
import { getStayProgrammeItems, getStayProgrammeLines } from '../../domain/stay-programme';
import { getT } from '../../i18n/i18n';
import type { Language } from '../../i18n/markets';
import type { Localized, PackageItem } from '../db/schema';
import { TEXTS } from '../db/seed/texts';

/** The programme of a package for a stay of `nights` nights: its items on the stay's days, and its lines. */
export function buildStayProgramme(pkg: { items: unknown; room_labels: unknown }, lang: Language, nights: number) {
  const items = getStayProgrammeItems(pkg.items as PackageItem[], nights);
  const titles = items.map((item) => TEXTS.activities[item.activityId - 1]?.titles[lang] ?? '');
  const room = (pkg.room_labels as Localized)[lang];
  const t = getT(lang, 'booking');
  return { items, lines: getStayProgrammeLines(titles, nights, (count) => t('programme.stay', { count, room })) };
}
