import { describe, expect, it } from 'vitest';
import { fillAnnouncement, pickAnnouncementBanner } from './announcement';

const banners = [
  { id: 'gift', flow: 'gifting', variant: 'default' as const },
  { id: 'all', variant: 'default' as const },
  { id: 'discount', variant: 'discountCampaign' as const },
];
const home = { flow: 'booking', page: 'home', careMode: false, inDiscountVariation: false };

describe('pickAnnouncementBanner', () => {
  it('shows the first default banner meant for the flow', () => {
    expect(pickAnnouncementBanner(banners, home)?.id).toBe('all');
    expect(pickAnnouncementBanner(banners, { ...home, flow: 'gifting' })?.id).toBe('gift');
  });

  it('is hidden in care mode', () => {
    expect(pickAnnouncementBanner(banners, { ...home, careMode: true })).toBeNull();
  });

  it('forces the discount campaign for booking visitors of the discount variation only', () => {
    expect(pickAnnouncementBanner(banners, { ...home, inDiscountVariation: true })?.id).toBe('discount');
    expect(pickAnnouncementBanner(banners, { ...home, flow: 'gifting', inDiscountVariation: true })?.id).toBe('gift');
  });

  it('honours the page key', () => {
    expect(pickAnnouncementBanner([{ id: 'search', page: 'search', variant: 'default' as const }], home)).toBeNull();
  });

  it('fills the 10 % of the discount campaign', () => {
    expect(fillAnnouncement('{{percent}} % extra')).toBe('10 % extra');
  });
});
