/**
 * The market layout's one script for every page: reports the page's errors (src/domain/client-log.ts), sends
 * `launchPage` once, and promotion impressions as the banners marked `data-promotion-id` come into view (and their
 * clicks). What the page is comes from `<main>`'s data attributes, written by the server.
 */
import { installErrorLogging } from '../../stores/client-log';
import { trackEvent } from './analytics';
import { buildLaunchPage, buildSelectPromotion, buildViewPromotion, type Promotion } from './events';

const main = document.getElementById('main');
const { pos = '', locale = '', pageType = '' } = main?.dataset ?? {};

function readPromotion(element: HTMLElement): Promotion {
  const { promotionId = '', promotionName = '', promotionCreative = '' } = element.dataset;
  return { id: promotionId, name: promotionName, creative: promotionCreative, slot: pageType };
}

if (main && pos) {
  installErrorLogging(locale);
  trackEvent(
    pos,
    buildLaunchPage({
      pageType,
      location: location.href,
      title: document.title,
      referrer: document.referrer,
      language: document.documentElement.lang,
      pos,
      flow: new URLSearchParams(location.search).get('flow') ?? 'booking',
    }),
  );

  const banners = [...document.querySelectorAll<HTMLElement>('[data-promotion-id]')];
  if (banners.length > 0 && 'IntersectionObserver' in window) {
    // Half of a banner on screen counts as one impression; those seen together go in one event.
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target as HTMLElement);
        for (const element of seen) observer.unobserve(element);
        const event = buildViewPromotion(seen.map(readPromotion));
        if (event) trackEvent(pos, event);
      },
      { threshold: 0.5 },
    );
    for (const banner of banners) {
      observer.observe(banner);
      banner.addEventListener('click', (event) => {
        if ((event.target as HTMLElement | null)?.closest('a')) trackEvent(pos, buildSelectPromotion(readPromotion(banner)));
      });
    }
  }
}
