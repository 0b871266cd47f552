import type { Translate } from '../../i18n/client';
import type { PanDirection } from './map-actions';
import { mapClasses as styles } from './map-classes';

interface Props {
  t: Translate;
  onPan(direction: PanDirection): void;
  onZoom(delta: 1 | -1): void;
}

const PAN_ARROWS: ReadonlyArray<readonly [PanDirection, string]> = [
  ['north', '↑'],
  ['west', '←'],
  ['east', '→'],
  ['south', '↓'],
];

/** Buttons that move and zoom the map: the alternative to dragging for keyboard and single-pointer users (WCAG 2.5.7). */
export default function MapControls({ t, onPan, onZoom }: Props) {
  const controls = [
    ...PAN_ARROWS.map(([direction, symbol]) => ({ key: direction, label: t(`pan.${direction}`), symbol, onClick: () => onPan(direction) })),
    { key: 'zoomIn', label: t('zoomIn'), symbol: '+', onClick: () => onZoom(1) },
    { key: 'zoomOut', label: t('zoomOut'), symbol: '−', onClick: () => onZoom(-1) },
  ];
  return (
    <div className={styles.controls} role="group" aria-label={t('controls')}>
      {controls.map(({ key, label, symbol, onClick }) => (
        <button key={key} type="button" className={`${styles.control} ${styles[key]}`} aria-label={label} title={label} onClick={onClick}>
          <span aria-hidden="true">{symbol}</span>
        </button>
      ))}
    </div>
  );
}
