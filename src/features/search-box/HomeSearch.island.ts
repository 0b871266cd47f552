import { withMessageSets } from '../../i18n/island-messages';
import HomeSearch from './HomeSearch';

/** The home search box as an island: its texts are message modules, not props (ADR 71). */
export default await withMessageSets(HomeSearch, { searchbox: 'searchbox', calendar: 'calendar', flows: 'searchFlows' });
