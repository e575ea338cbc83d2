import { createContext, useContext, type MouseEvent } from 'react';

/** Opens a reservation's detail over the Berth Reservations tab; null outside it, where its links are followed. */
export const OpenReservation = createContext<((id: string) => void) | null>(null);

/**
 * The click of a link to a reservation: inside the tab it opens the detail in place and keeps the
 * page as it is; a click meant for a new tab or window, or one outside the tab, follows the link.
 */
export function useReservationLinkClick(): (id: string) => (event: MouseEvent) => void {
  const open = useContext(OpenReservation);
  return (id) => (event) => {
    if (!open || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    event.stopPropagation();
    open(id);
  };
}
