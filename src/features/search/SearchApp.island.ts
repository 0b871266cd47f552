import { withMessageSets } from '../../i18n/island-messages';
import SearchApp from './SearchApp';

/** The search page's island: its texts are message modules, not props (ADR 71). */
export default await withMessageSets(SearchApp, { search: 'search', searchbox: 'searchbox', calendar: 'calendar', map: 'map' }, (props) => props.ui.language);
