import { setAllInPrice } from '../../stores/all-in-price';
import { useAllInPrice } from './use-all-in-price';
import styles from './AllInToggle.module.scss';

interface Props {
  /** 'Show the total price', in the page's language. */
  label: string;
}

/**
 * The switch between prices per person and all-in prices (ADR 53). Unchecked on the server and while hydrating;
 * the visitor's remembered choice applies right after.
 */
export default function AllInToggle({ label }: Props) {
  const isOn = useAllInPrice();
  return (
    <button type="button" role="switch" aria-checked={isOn} className={styles.toggle} onClick={() => setAllInPrice(!isOn)}>
      <span className={styles.track} aria-hidden="true" />
      <span>{label}</span>
    </button>
  );
}
