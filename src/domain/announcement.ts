/**
 * Announcement banner (spec §3, §4 pricing experiments, §6 care mode): hidden for care agents; booking visitors
 * in the discount variation of the pricing experiment see the forced discount campaign variant (10 % extra,
 * spec §9); everyone else sees the first banner meant for their flow and page.
 */

/** 'Announcement discount campaign 10 percent extra' (spec §9). */
export const ANNOUNCEMENT_DISCOUNT_PERCENT = 10;

export interface AnnouncementCandidate {
  flow?: string | undefined;
  page?: string | undefined;
  variant: 'default' | 'discountCampaign';
}

export interface AnnouncementContext {
  flow: string;
  page: string;
  careMode: boolean;
  /** The visitor is in the discount variation of the pricing experiment. */
  inDiscountVariation: boolean;
}

const fits = (banner: AnnouncementCandidate, context: AnnouncementContext) =>
  (banner.flow === undefined || banner.flow === context.flow) && (banner.page === undefined || banner.page === context.page);

/** The banner to show, or null (care mode, or nothing meant for this flow and page). */
export function pickAnnouncementBanner<B extends AnnouncementCandidate>(banners: readonly B[], context: AnnouncementContext): B | null {
  if (context.careMode) return null;
  if (context.inDiscountVariation && context.flow === 'booking') {
    const forced = banners.find((banner) => banner.variant === 'discountCampaign' && fits(banner, context));
    if (forced) return forced;
  }
  return banners.find((banner) => banner.variant === 'default' && fits(banner, context)) ?? null;
}

/** The banner text with its {{percent}} placeholder filled. */
export function fillAnnouncement(content: string): string {
  return content.replaceAll('{{percent}}', String(ANNOUNCEMENT_DISCOUNT_PERCENT));
}
