import { withMessageSets } from '../../i18n/island-messages';
import HotelOffers from './HotelOffers';

/** The hotel page's offers as an island: their texts are message modules, not props (ADR 71). */
export default await withMessageSets(HotelOffers, { hotel: 'hotelOffers' });
