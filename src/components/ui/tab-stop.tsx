import { createContext, useContext } from 'react';

/**
 * The tabIndex that focusable parts of a region should take: -1 inside a row of a list with a roving
 * tabindex (only the active row's controls are in the Tab order), 0 elsewhere. Primitives that make
 * plain text focusable (tooltips) read it, so a 50-row table is not 200 Tab stops.
 */
export const TabStopContext = createContext<0 | -1>(0);
export const useTabStop = () => useContext(TabStopContext);
