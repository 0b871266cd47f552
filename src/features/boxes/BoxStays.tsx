import { useEffect, useMemo, useRef, useState } from 'react';
import { createTranslator, type Messages } from '../../i18n/client';
import { BOX_STAY_LOADERS, fetchBoxStays, type BoxStayCard } from './box-stays';
import styles from './BoxStays.module.scss';

export interface BoxStaysProps {
  code: string;
  locale: string;
  language: string;
  /** Strings of the 'boxes' namespace (stays.*). */
  messages: Messages;
  /** The first page, rendered on the server. */
  initial: BoxStayCard[];
  totalCount: number;
}

const DESKTOP_QUERY = '(min-width: 1024px)';
/** Cards an arrow scrolls by (spec §9 'Carousel arrows scroll 4 items'). */
const ARROW_STEP = 4;

/**
 * The box's stays in a carousel (spec §2, §9): 8 a page; the next page loads when the end of the row comes into
 * view, with 4 loaders on desktop and 1 on phones while it comes. A failure renders nothing more (spec §8).
 */
export default function BoxStays({ code, locale, language, messages, initial, totalCount }: BoxStaysProps) {
  const t = useMemo(() => createTranslator(messages, language), [messages, language]);
  const [cards, setCards] = useState(initial);
  const [page, setPage] = useState(0);
  const [isLoading, setLoading] = useState(false);
  const [hasFailed, setFailed] = useState(false);
  const [loaders, setLoaders] = useState<number>(BOX_STAY_LOADERS.mobile);
  const scroller = useRef<HTMLUListElement>(null);
  // The last card: once it comes into view, the next page loads.
  const sentinel = useRef<HTMLLIElement>(null);
  const hasMore = cards.length < totalCount && !hasFailed;

  useEffect(() => {
    const media = window.matchMedia(DESKTOP_QUERY);
    const update = () => setLoaders(media.matches ? BOX_STAY_LOADERS.desktop : BOX_STAY_LOADERS.mobile);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || isLoading) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setLoading(true);
        fetchBoxStays(code, locale, page + 1).then(
          (next) => {
            setCards((previous) => [...previous, ...next.cards.filter((card) => !previous.some((known) => known.id === card.id))]);
            setPage(page + 1);
            if (next.cards.length === 0) setFailed(true);
            setLoading(false);
          },
          () => {
            setFailed(true);
            setLoading(false);
          },
        );
      },
      { root: scroller.current, rootMargin: '0px 200px 0px 0px', threshold: 0.1 },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [code, locale, page, hasMore, isLoading, cards.length]);

  const scrollBy = (direction: 1 | -1) => {
    const list = scroller.current;
    const item = list?.querySelector('li');
    if (!list || !item) return;
    list.scrollBy({ left: direction * ARROW_STEP * (item.getBoundingClientRect().width + 16), behavior: 'smooth' });
  };

  return (
    <div className={styles.carousel}>
      <div className={styles.arrows}>
        <button type="button" className={styles.arrow} aria-label={t('stays.previous')} title={t('stays.previous')} onClick={() => scrollBy(-1)}>
          ‹
        </button>
        <button type="button" className={styles.arrow} aria-label={t('stays.next')} title={t('stays.next')} onClick={() => scrollBy(1)}>
          ›
        </button>
      </div>
      <ul ref={scroller} className={styles.list} aria-busy={isLoading}>
        {cards.map((card, index) => (
          <li key={card.id} ref={index === cards.length - 1 ? sentinel : undefined} className={styles.item}>
            <a className={styles.card} href={card.uri}>
              <img src={card.imageUrl} alt="" width="640" height="360" loading="lazy" decoding="async" />
              <span className={styles.hotel}>
                {card.hotel} <span aria-label={t('stays.stars', { count: card.stars })}>{'★'.repeat(card.stars)}</span>
              </span>
              <span className={styles.label}>{card.label}</span>
              <span className={styles.muted}>
                {card.city} · {t('stays.nights', { count: card.nights })}
              </span>
            </a>
          </li>
        ))}
        {isLoading &&
          Array.from({ length: loaders }, (_, index) => (
            <li key={`loader-${index}`} className={`${styles.item} ${styles.loader}`} aria-hidden="true" data-testid="box-stay-loader" />
          ))}
      </ul>
      <p className="visually-hidden" role="status">
        {isLoading ? t('stays.loading') : ''}
      </p>
    </div>
  );
}
