/** The contents of each filter (spec §2 filter bar, §5 sliders, score, stars, zero-count rule). */
import type { ReactNode } from 'react';
import {
  DEFAULT_DISTANCE,
  DISTANCE_MAX,
  DISTANCE_OPTIONS,
  PRICE_SLIDER_MAX,
  PRICE_SLIDER_MIN,
  SCORE_OPTIONS,
  STAR_OPTIONS,
  normalisePriceRange,
} from '../../domain/filters';
import type { HashCriteria } from '../../domain/search-hash';
import { applyFacilities, getChosenFacilities, type FilterKey } from '../../domain/search-flow';
import { useSearchUi } from './search-ui';
import styles from './Filters.module.scss';
import type { FacetOption, FacetsResponse } from '../../domain/search-types';

export interface PanelProps {
  draft: HashCriteria;
  setDraft(next: HashCriteria): void;
  facets: FacetsResponse | null;
}

/** One filter of the bar (a dropdown on desktop) and of the phone's filters drawer. */
export interface FilterSection {
  key: string;
  label: string;
  keys: readonly FilterKey[];
  applied: number;
  Panel(props: PanelProps): ReactNode;
  confirmOnOutsideClick?: boolean;
}

type ListKey = 'hotelTypes' | 'hotelEnvironments' | 'hotelStyles';

function toggle<T>(list: readonly T[] | undefined, value: T): T[] {
  const current = list ?? [];
  return current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
}

function Option({
  label,
  count,
  checked,
  onChange,
  type = 'checkbox',
  name,
}: {
  label: string;
  count: number | undefined;
  checked: boolean;
  onChange(): void;
  type?: 'checkbox' | 'radio';
  name?: string;
}) {
  // Zero-count options are disabled unless already chosen (spec §5).
  const disabled = count === 0 && !checked;
  return (
    <label className={styles.option} data-disabled={disabled || undefined}>
      <input type={type} name={name} checked={checked} disabled={disabled} onChange={onChange} />
      <span>{label}</span>
      {count !== undefined && <span className={styles.count}>{count}</span>}
    </label>
  );
}

export function ActivitiesPanel({ draft, setDraft, facets }: PanelProps) {
  const { t } = useSearchUi();
  if (!facets) return <p className={styles.loading}>{t('filters.loading')}</p>;
  return (
    <div className={styles.groups}>
      {facets.activities
        .filter((group) => group.items.length > 0)
        .map((group) => (
          <fieldset key={group.id} className={styles.group}>
            <legend>{group.name}</legend>
            {group.items.map((item) => (
              <Option
                key={item.id}
                label={item.name}
                count={item.count}
                checked={draft.tags?.includes(Number(item.id)) ?? false}
                onChange={() => setDraft({ ...draft, tags: toggle(draft.tags, Number(item.id)) })}
              />
            ))}
          </fieldset>
        ))}
    </div>
  );
}

export function PricePanel({ draft, setDraft }: PanelProps) {
  const { t } = useSearchUi();
  const min = Math.round((draft.priceMin ?? PRICE_SLIDER_MIN) / 100);
  const max = Math.round((draft.priceMax ?? PRICE_SLIDER_MAX) / 100);
  const set = (low: number, high: number) => {
    const range = normalisePriceRange({ min: low * 100, max: high * 100 });
    const { priceMin: _min, priceMax: _max, ...rest } = draft;
    setDraft({ ...rest, ...(range.min !== null && { priceMin: range.min }), ...(range.max !== null && { priceMax: range.max }) });
  };
  const euros = (value: number, top: boolean) => (top && value >= PRICE_SLIDER_MAX / 100 ? `${value} €+` : `${value} €`);
  return (
    <div className={styles.sliders}>
      <p className={styles.hint}>{t('filters.priceHint')}</p>
      <label>
        <span>
          {t('filters.priceMin')}
          {t('filters.colon')} <output>{euros(min, false)}</output>
        </span>
        <input
          type="range"
          min={PRICE_SLIDER_MIN / 100}
          max={PRICE_SLIDER_MAX / 100}
          step={1}
          value={min}
          onChange={(e) => set(Math.min(Number(e.target.value), max), max)}
        />
      </label>
      <label>
        <span>
          {t('filters.priceMax')}
          {t('filters.colon')} <output>{euros(max, true)}</output>
        </span>
        <input
          type="range"
          min={PRICE_SLIDER_MIN / 100}
          max={PRICE_SLIDER_MAX / 100}
          step={1}
          value={max}
          onChange={(e) => set(min, Math.max(Number(e.target.value), min))}
        />
      </label>
    </div>
  );
}

export function DistancePanel({ draft, setDraft }: PanelProps) {
  const { t } = useSearchUi();
  const included = draft.distanceMax !== undefined;
  const { distanceMin: _min, distanceMax: _max, ...rest } = draft;
  return (
    <div className={styles.groups}>
      <label className={styles.option}>
        <input type="checkbox" checked={included} onChange={() => setDraft(included ? rest : { ...rest, distanceMax: DEFAULT_DISTANCE })} />
        <span>{t('filters.includeAround')}</span>
      </label>
      <fieldset className={styles.group} disabled={!included}>
        <legend>{t('filters.radius')}</legend>
        {DISTANCE_OPTIONS.map((km) => (
          <Option
            key={km}
            type="radio"
            name="distance"
            label={t('filters.km', { count: km })}
            count={undefined}
            checked={included && draft.distanceMax === km}
            onChange={() => setDraft({ ...rest, distanceMax: km })}
          />
        ))}
      </fieldset>
      <p className={styles.hint}>{t('filters.distanceHint', { max: DISTANCE_MAX })}</p>
    </div>
  );
}

export function FacilitiesPanel({ draft, setDraft, facets }: PanelProps) {
  const { t } = useSearchUi();
  if (!facets) return <p className={styles.loading}>{t('filters.loading')}</p>;
  const chosen = getChosenFacilities(draft);
  return (
    <div className={styles.columns}>
      {facets.facilities.map((facility) => (
        <Option
          key={facility.id}
          label={facility.name}
          count={facility.count}
          checked={chosen.includes(String(facility.id))}
          onChange={() => setDraft(applyFacilities(draft, toggle(chosen, String(facility.id))))}
        />
      ))}
    </div>
  );
}

function ListGroup({ title, options, keyName, draft, setDraft }: { title: string; options: FacetOption[]; keyName: ListKey } & Omit<PanelProps, 'facets'>) {
  return (
    <fieldset className={styles.group}>
      <legend>{title}</legend>
      {options.map((option) => (
        <Option
          key={option.id}
          label={option.name}
          count={option.count}
          checked={draft[keyName]?.includes(String(option.id)) ?? false}
          onChange={() => setDraft({ ...draft, [keyName]: toggle(draft[keyName], String(option.id)) })}
        />
      ))}
    </fieldset>
  );
}

export function MorePanel({ draft, setDraft, facets }: PanelProps) {
  const { t } = useSearchUi();
  const scoreCount = (value: number) => facets?.hotelScores.find((s) => s.value === value)?.count;
  const starCount = (value: number) => facets?.stars.find((s) => s.value === value)?.count;
  const { hotelScore: _score, ...withoutScore } = draft;
  return (
    <div className={styles.groups}>
      <Option
        label={t('filters.freeCancellation')}
        count={facets?.freeCancellation}
        checked={draft.freeCancellation === true}
        onChange={() => setDraft({ ...draft, freeCancellation: draft.freeCancellation ? undefined : true })}
      />
      <fieldset className={styles.group}>
        <legend>{t('filters.score')}</legend>
        {SCORE_OPTIONS.map((value) => (
          // Choosing the selected score again clears it (spec §5).
          <Option
            key={value}
            type="checkbox"
            label={t('filters.scoreAtLeast', { score: value })}
            count={scoreCount(value)}
            checked={draft.hotelScore === value}
            onChange={() => setDraft(draft.hotelScore === value ? withoutScore : { ...draft, hotelScore: value })}
          />
        ))}
        <Option
          type="checkbox"
          label={t('filters.scoreAll')}
          count={undefined}
          checked={draft.hotelScore === undefined}
          onChange={() => setDraft(withoutScore)}
        />
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('filters.stars')}</legend>
        {STAR_OPTIONS.map((value) => (
          <Option
            key={value}
            label={t('filters.starCount', { count: value })}
            count={starCount(value)}
            checked={draft.stars?.includes(value) ?? false}
            onChange={() => setDraft({ ...draft, stars: toggle(draft.stars, value) })}
          />
        ))}
      </fieldset>
      {facets && (
        <>
          <ListGroup title={t('filters.hotelTypes')} options={facets.hotelTypes} keyName="hotelTypes" draft={draft} setDraft={setDraft} />
          <ListGroup title={t('filters.hotelEnvironments')} options={facets.hotelEnvironments} keyName="hotelEnvironments" draft={draft} setDraft={setDraft} />
          <ListGroup title={t('filters.hotelStyles')} options={facets.hotelStyles} keyName="hotelStyles" draft={draft} setDraft={setDraft} />
        </>
      )}
    </div>
  );
}
