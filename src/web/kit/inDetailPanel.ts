import { createContext } from 'react';

/**
 * True inside a workspace list's detail panel, whose frame already shows the record's name and
 * "Open full page": a record panel placed there leaves out its own heading and page button.
 */
export const InDetailPanelContext = createContext(false);
