import { withMessageSets } from '../../i18n/island-messages';
import { withIslandData } from '../../stores/island-data';
import HotelOffers from './HotelOffers';

/** The hotel page's offers as an island: their texts are message modules, the first rooms a JSON block of the page (ADR 71). */
export default await withMessageSets(withIslandData(HotelOffers, 'initial'), { hotel: 'hotelOffers' });
