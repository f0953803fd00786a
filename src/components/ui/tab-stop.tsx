import { createContext, useContext } from 'react';

/**
 * The tabIndex that focusable parts of a region should take: -1 inside a row of a list with a roving
 * tabindex (only the active row's controls are in the Tab order), 0 elsewhere. Buttons and links in
 * such rows read it, so a 50-row table is not 200 Tab stops.
 */
export const TabStopContext = createContext<0 | -1>(0);
export const useTabStop = () => useContext(TabStopContext);

/**
 * Whether plain text may take focus to show its tooltip (a date's exact time). Not inside a table's
 * rows: the row is the Tab stop there, and a click on the text should focus the row, so Enter and
 * the arrow keys go on working from it.
 */
export const TextFocusContext = createContext(true);
export const useTextFocus = () => useContext(TextFocusContext);
