import { withMessageSets } from '../../i18n/island-messages';
import BookingPanel from './BookingPanel';

/** The booking panel as an island: its texts are message modules, not props (ADR 71). */
export default await withMessageSets(BookingPanel, { booking: 'booking', calendar: 'calendar', searchbox: 'searchboxDatesPax', payLater: 'payLater' });
