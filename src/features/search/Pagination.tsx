import { getPageCount, getPageItems, getPageRange, RESULTS_PER_PAGE } from '../../domain/pagination';
import { useSearchUi } from './search-ui';
import styles from './Results.module.scss';

interface Props {
  /** Current page, 0-based. */
  page: number;
  total: number;
  /** Address of a page (0-based), so that links work without JavaScript and open in new tabs. */
  hrefOf(page: number): string;
  onPage(page: number): void;
}

/** '{from} - {to} results of {total}', previous / next and the page numbers (spec §2, §9 grouping). */
export default function Pagination({ page, total, hrefOf, onPage }: Props) {
  const { t } = useSearchUi();
  const pageCount = getPageCount(total, RESULTS_PER_PAGE);
  const range = getPageRange(page + 1, RESULTS_PER_PAGE, total);
  if (pageCount <= 1) return null;
  const items = getPageItems(page + 1, pageCount);
  const link = (target: number, label: string, content: string, current = false) => (
    <a
      href={hrefOf(target)}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      className={current ? styles.pageCurrent : styles.pageLink}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onPage(target);
      }}
    >
      {content}
    </a>
  );
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      <p>{t('pagination.range', { from: range.from, to: range.to, total: range.total })}</p>
      <ul>
        {page > 0 && <li>{link(page - 1, t('pagination.previous'), '‹')}</li>}
        {items.map((number, index) => (
          <li key={number}>
            {index > 0 && number - (items[index - 1] ?? number) > 1 && (
              <span aria-hidden="true" className={styles.gap}>
                …
              </span>
            )}
            {link(number - 1, t('pagination.page', { page: number }), String(number), number === page + 1)}
          </li>
        ))}
        {page + 1 < pageCount && <li>{link(page + 1, t('pagination.next'), '›')}</li>}
      </ul>
    </nav>
  );
}
