import { withMessageSets } from '../../i18n/island-messages';
import HotelStayNav from './HotelStayNav';

/** The hotel page's stay navigation as an island: its texts are message modules, not props (ADR 71). */
export default await withMessageSets(HotelStayNav, { hotel: 'hotelCalendar', calendar: 'calendar', searchbox: 'searchboxPax' });
