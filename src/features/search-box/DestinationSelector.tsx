import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Translate } from '../../i18n/client';
import { $recentSearches, rememberDestination } from '../../stores/recent-searches';
import { AUTOCOMPLETE_MAX_TERM_LENGTH } from './destination-api';
import { filterByCategories, getCategoryKey, groupByCategory, moveActiveIndex, type DestinationChoice } from './destination-options';
import DestinationListbox, { type ListboxGroup } from './DestinationListbox';
import styles from './DestinationSelector.module.scss';
import { useDestinationSuggestions } from './use-destination-suggestions';

interface Props {
  id: string;
  /** Market locale sent to the autocomplete: fr_FR, es_ES… */
  locale: string;
  /** Visible label of the field. */
  label: string;
  value: DestinationChoice | null;
  onChange(value: DestinationChoice | null): void;
  t: Translate;
  /** Only these categories are offered (activity flow: ['city']); all when absent. */
  categories?: readonly string[];
  placeholder?: string;
}

/**
 * Destination field: a WAI-ARIA combobox. Focus empties the text and offers the recent searches; typing asks the
 * autocomplete; choosing calls onChange and remembers the destination; Escape or leaving restores the text.
 */
export default function DestinationSelector({ id, locale, label, value, onChange, t, categories, placeholder }: Props) {
  const recentSearches = useStore($recentSearches);
  // The text being typed; null when not editing, and the field then shows the chosen value.
  const [draft, setDraft] = useState<string | null>(null);
  const [activeIndex, setActiveIndex] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const query = draft?.trim() ?? '';
  const suggestions = useDestinationSuggestions(locale, query);
  const listboxId = `${id}-listbox`;
  const labelId = `${id}-label`;
  const getOptionId = (index: number) => `${id}-option-${index}`;
  const getCategoryName = (category: string) => {
    const key = getCategoryKey(category);
    return key ? t(key) : '';
  };

  const groups: ListboxGroup[] =
    query === ''
      ? [
          {
            key: 'recent',
            label: t('destination.recentSearches'),
            options: filterByCategories(recentSearches, categories).map((item, index) => ({ item, index })),
          },
        ]
      : groupByCategory(filterByCategories(suggestions?.destinations ?? [], categories)).map((group) => ({
          ...group,
          key: group.category,
          label: getCategoryName(group.category),
        }));
  const options = groups.flatMap((group) => group.options);
  const activeOption = options[activeIndex];
  const isExpanded = draft !== null && options.length > 0;
  const hasNoResults = draft !== null && query !== '' && suggestions?.term === query && options.length === 0;

  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(`${id}-option-${activeIndex}`)?.scrollIntoView({ block: 'nearest' });
  }, [id, activeIndex]);

  function edit(text: string) {
    setDraft(text);
    setActiveIndex(-1);
  }

  function stopEditing() {
    setDraft(null);
    setActiveIndex(-1);
  }

  function choose(choice: DestinationChoice) {
    stopEditing();
    rememberDestination(choice);
    onChange(choice);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (draft === null) edit('');
      else setActiveIndex((index) => moveActiveIndex(index, event.key === 'ArrowDown' ? 1 : -1, options.length));
    } else if (event.key === 'Enter' && isExpanded && activeOption) {
      event.preventDefault();
      choose(activeOption.item);
    } else if (event.key === 'Escape' && draft !== null) {
      // Handled here: an enclosing dialog must not close as well.
      event.preventDefault();
      event.stopPropagation();
      stopEditing();
    }
  }

  return (
    <div className={styles.root}>
      <label id={labelId} htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.field}>
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={isExpanded}
          aria-controls={listboxId}
          aria-activedescendant={isExpanded && activeOption ? getOptionId(activeIndex) : undefined}
          autoComplete="off"
          spellCheck={false}
          maxLength={AUTOCOMPLETE_MAX_TERM_LENGTH}
          className={styles.input}
          value={draft ?? value?.label ?? ''}
          placeholder={placeholder}
          onFocus={() => edit('')}
          onBlur={stopEditing}
          onChange={(event) => edit(event.target.value)}
          onKeyDown={handleKeyDown}
        />
        {value && (
          <button
            type="button"
            className={styles.clear}
            aria-label={t('destination.clear')}
            onClick={() => {
              onChange(null);
              inputRef.current?.focus();
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      {/* mousedown would blur the input before the click chooses an option */}
      <div className={styles.popup} onMouseDown={(event) => event.preventDefault()}>
        <DestinationListbox
          id={listboxId}
          labelledBy={labelId}
          groups={groups}
          activeIndex={activeIndex}
          isOpen={isExpanded}
          getOptionId={getOptionId}
          getCategoryName={getCategoryName}
          onChoose={choose}
        />
        <p role="status" className={hasNoResults ? styles.empty : 'visually-hidden'}>
          {hasNoResults ? t('destination.noResults') : ''}
        </p>
      </div>
    </div>
  );
}
