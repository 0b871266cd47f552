import type { DestinationChoice, IndexedOption } from './destination-options';
import styles from './DestinationSelector.module.scss';

export interface ListboxGroup {
  key: string;
  label: string;
  options: readonly IndexedOption<DestinationChoice>[];
}

interface Props {
  id: string;
  labelledBy: string;
  groups: readonly ListboxGroup[];
  activeIndex: number;
  isOpen: boolean;
  getOptionId(index: number): string;
  getCategoryName(category: string): string;
  onChoose(choice: DestinationChoice): void;
}

/** The popup of the destination combobox: options in labelled groups (WAI-ARIA grouped listbox). */
export default function DestinationListbox({ id, labelledBy, groups, activeIndex, isOpen, getOptionId, getCategoryName, onChoose }: Props) {
  return (
    <div role="listbox" id={id} aria-labelledby={labelledBy} className={styles.listbox} hidden={!isOpen}>
      {isOpen &&
        groups.map((group) => (
          <ul key={group.key} role="group" aria-labelledby={`${id}-${group.key}`} className={styles.group}>
            <li role="presentation" id={`${id}-${group.key}`} className={styles.groupLabel}>
              {group.label}
            </li>
            {group.options.map(({ item, index }) => (
              // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events -- the combobox's input moves through the options and chooses with Enter
              <li
                key={`${item.category}-${item.id}`}
                role="option"
                id={getOptionId(index)}
                aria-selected={index === activeIndex}
                className={styles.option}
                onClick={() => onChoose(item)}
              >
                <span>{item.label}</span>
                <span className={styles.category}>{getCategoryName(item.category)}</span>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
