import { chooseExtra, getCategoryChoice } from '../../../domain/gift-extras';
import { formatMoney } from '../../../domain/money';
import type { Translate } from '../../../i18n/client';
import type { ExtrasAnswer } from './gift-api';
import styles from './GiftPanel.module.scss';

export interface GiftExtrasProps {
  id: string;
  catalog: ExtrasAnswer | null;
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  tag: string;
  t: Translate;
}

/** Physical extras by category (spec §3): radios for single-select categories, checkboxes for the others. */
export default function GiftExtras({ id, catalog, selected, onChange, tag, t }: GiftExtrasProps) {
  if (!catalog) return <p className={styles.note}>{t('panel.loading')}</p>;
  const priceText = (price: number) => (price > 0 ? `+${formatMoney(price, tag)}` : t('extras.included'));
  return (
    <div className={styles.extras}>
      {catalog.categories.map((category) => {
        const options = catalog.extras.filter((extra) => extra.categoryId === category.id);
        if (options.length === 0) return null;
        const choice = category.singleSelection ? getCategoryChoice(selected, category.id, catalog) : null;
        // One option alone (express delivery) can be taken or left: a checkbox, not a radio that cannot be undone.
        const isRadio = category.singleSelection && options.length > 1;
        return (
          <fieldset key={category.id} className={styles.group}>
            <legend>{category.description}</legend>
            {options.map((extra) => (
              <label key={extra.id} className={styles.extra}>
                <input
                  type={isRadio ? 'radio' : 'checkbox'}
                  name={`${id}-extras-${category.id}`}
                  value={extra.id}
                  checked={category.singleSelection ? choice === extra.id : selected.includes(extra.id)}
                  onChange={() => onChange(chooseExtra(selected, extra.id, catalog))}
                />
                <span className={styles.extraName}>
                  {extra.id === 'standard' ? t('extras.standard') : extra.name}
                  {extra.recommendedByWed && <span className={styles.badge}>{t('extras.recommended')}</span>}
                </span>
                <span className={styles.extraPrice}>{priceText(extra.price)}</span>
              </label>
            ))}
          </fieldset>
        );
      })}
    </div>
  );
}
