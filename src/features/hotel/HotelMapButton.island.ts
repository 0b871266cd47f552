import { withMessageSets } from '../../i18n/island-messages';
import HotelMapButton from './HotelMapButton';

/** The hotel page's map button as an island: its texts are message modules, not props (ADR 71). */
export default await withMessageSets(HotelMapButton, 'map');
