import { followSectionLink } from '../product/section-links';
import styles from './BookingPanel.module.scss';

export interface StickyBarTab {
  id: string;
  label: string;
}

interface StickyBookingBarProps {
  visible: boolean;
  label: string;
  tabs: readonly StickyBarTab[];
  tabsLabel: string;
  price: string;
  action: string;
  onAction: () => void;
}

/**
 * The sticky booking bar of spec §2 (not on phones): once the page's tab bar has scrolled away, the tabs, the offer's
 * name, its price and the booking action stay at the top of the window.
 */
export default function StickyBookingBar({ visible, label, tabs, tabsLabel, price, action, onAction }: StickyBookingBarProps) {
  return (
    <div className={styles.sticky} hidden={!visible} data-testid="sticky-booking-bar">
      <div className={styles.stickyInner}>
        {/* eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions -- the links' own clicks, Enter included, bubble here */}
        <nav aria-label={tabsLabel} className={styles.stickyTabs} onClick={(event) => followSectionLink(event.nativeEvent)}>
          {tabs.map((tab) => (
            <a key={tab.id} href={`#${tab.id}`}>
              {tab.label}
            </a>
          ))}
        </nav>
        <p className={styles.stickyOffer}>
          <span className={styles.stickyLabel}>{label}</span>
          <span>{price}</span>
        </p>
        <button type="button" className={styles.book} onClick={onAction}>
          {action}
        </button>
      </div>
    </div>
  );
}
