import { useMemo, useState, type KeyboardEvent } from 'react';
import type { Variation } from '../../domain/experiments';
import { DEFAULT_CRITERIA, formatSearchHash, type HashCriteria } from '../../domain/search-hash';
import { GIFT_ADULTS } from '../../domain/search-flow';
import type { Flow } from '../../domain/sorts';
import { createTranslator, type Messages } from '../../i18n/client';
import SearchBox from './SearchBox';
import styles from './HomeSearch.module.scss';

export interface HomeSearchProps {
  messages: { searchbox: Messages; calendar: Messages; flows: Messages };
  locale: string;
  language: string;
  /** Search path per flow (booking, hotel and gifting share one; activity has its own). */
  paths: Record<Flow, string>;
  flows: readonly Flow[];
  themeIds: readonly number[];
  searchDatesVariation: Variation<'searchDates'>;
  /** Flow selected first (the home of another flow); booking by default. */
  initialFlow?: Flow | undefined;
  /** Extra query parameters carried to the search page (a partner minisite's id). */
  extraQuery?: Record<string, string> | undefined;
}

/** The home page's search box with the flow tabs; searching goes to the search page of that flow. */
export default function HomeSearch({ messages, locale, language, paths, flows, themeIds, searchDatesVariation, initialFlow, extraQuery }: HomeSearchProps) {
  const t = useMemo(() => createTranslator(messages.flows, language), [messages, language]);
  const [flow, setFlow] = useState<Flow>(initialFlow && flows.includes(initialFlow) ? initialFlow : 'booking');
  const criteria: HashCriteria = flow === 'gifting' ? { ...DEFAULT_CRITERIA, a: GIFT_ADULTS } : DEFAULT_CRITERIA;
  const submit = (next: HashCriteria) => {
    const query = new URLSearchParams(flow === 'booking' || flow === 'activity' ? { from: 'home', ...extraQuery } : { flow, from: 'home', ...extraQuery });
    window.location.assign(`${paths[flow]}?${query}#${formatSearchHash(next)}`);
  };
  // A radio group is one Tab stop; the arrow keys move to the previous or next flow and choose it (WAI-ARIA radio group).
  const moveWithArrows = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = ({ ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 } as Record<string, number>)[event.key];
    if (!step) return;
    event.preventDefault();
    const index = (flows.indexOf(flow) + step + flows.length) % flows.length;
    setFlow(flows[index] ?? flow);
    (event.currentTarget.children[index] as HTMLElement | undefined)?.focus();
  };
  return (
    <div className={styles.home}>
      {/* One flow offered (the 404 page's help block): nothing to choose. */}
      {flows.length > 1 && (
        // eslint-disable-next-line jsx-a11y-x/interactive-supports-focus -- the checked radio inside takes the focus (roving tabindex)
        <div className={styles.tabs} role="radiogroup" aria-label={t('flow.label')} onKeyDown={moveWithArrows}>
          {flows.map((item) => (
            <button
              key={item}
              type="button"
              role="radio"
              aria-checked={item === flow}
              tabIndex={item === flow ? 0 : -1}
              className={styles.tab}
              onClick={() => setFlow(item)}
            >
              {t(`flow.${item}`)}
            </button>
          ))}
        </div>
      )}
      <SearchBox
        key={flow}
        messages={messages}
        locale={locale}
        language={language}
        flow={flow}
        criteria={criteria}
        destination={null}
        onSubmit={submit}
        themeIds={themeIds}
        searchDatesVariation={flow === 'booking' ? searchDatesVariation : 'control'}
      />
    </div>
  );
}
