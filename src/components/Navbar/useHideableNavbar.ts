import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocationChange } from '../../contexts/useLocationChange';
import { scrollEventsBlocked } from '../../utils/scroll-events';

/**
 * Navbar visibility with `hideOnScroll`: always visible near the top, hidden while scrolling down,
 * shown when scrolling up (except when bouncing at the very bottom), hidden after jumping to an
 * anchor that exists on the page, shown after other navigations.
 */
export function useHideableNavbar(hideOnScroll: boolean): { navbarRef: (node: HTMLElement | null) => void; isNavbarVisible: boolean } {
  const [isNavbarVisible, setVisible] = useState(true);
  const focusedAnchor = useRef(false);
  const navbarHeight = useRef(0);
  const lastScroll = useRef(0);

  const navbarRef = useCallback((node: HTMLElement | null) => {
    if (node !== null) navbarHeight.current = node.getBoundingClientRect().height;
  }, []);

  useEffect(() => {
    if (!hideOnScroll) return undefined;
    const onScroll = () => {
      // The page keeping a clicked tab in place, not the reader: neither a move nor a new position.
      if (scrollEventsBlocked()) return;
      const y = window.scrollY;
      const last = lastScroll.current;
      lastScroll.current = y;
      if (y < navbarHeight.current) {
        setVisible(true);
        return;
      }
      if (focusedAnchor.current) {
        focusedAnchor.current = false;
        return;
      }
      const documentHeight = document.documentElement.scrollHeight - navbarHeight.current;
      if (last && y >= last) setVisible(false);
      else if (y + window.innerHeight < documentHeight) setVisible(true);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [hideOnScroll]);

  useLocationChange((location) => {
    if (!hideOnScroll) return;
    const id = location.hash ? decodeURIComponent(location.hash.slice(1)) : '';
    if (id && document.getElementById(id)) {
      focusedAnchor.current = true;
      setVisible(false);
    } else {
      setVisible(true);
    }
  });

  return { navbarRef, isNavbarVisible };
}
