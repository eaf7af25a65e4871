// Behaviour of the APG "menu button" pattern, as prop getters.
// Trigger: Enter/Space/ArrowDown open on the first item, ArrowUp on the last.
// Menu: ArrowDown/ArrowUp move (wrapping), Home/End, a printable character moves to the next
// item starting with it, Escape closes and returns focus to the trigger, Tab closes.
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';

export function useMenu({
  labels,
  onActivate,
}: {
  labels: string[];
  onActivate: (i: number) => void;
}) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(-1);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const menuRef = useRef<HTMLDivElement | null>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const menuId = useId();
  const triggerId = useId();
  const count = labels.length;

  const openAt = useCallback((i: number) => {
    setOpen(true);
    setFocusIndex(i);
  }, []);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    setFocusIndex(-1);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  // Roving focus: the focused item is the DOM focus.
  useEffect(() => {
    if (open && focusIndex >= 0) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  // A pointer down outside closes the menu.
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent | MouseEvent) => {
      const t = e.target as Node;
      if (!menuRef.current?.contains(t) && !triggerRef.current?.contains(t)) close(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open, close]);

  function onTriggerKeyDown(e: KeyboardEvent) {
    // Enter and Space reach onClick through the native button.
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      openAt(0);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openAt(count - 1);
    }
  }

  function onMenuKeyDown(e: KeyboardEvent) {
    const move = (i: number) => {
      e.preventDefault();
      setFocusIndex((i + count) % count);
    };
    switch (e.key) {
      case 'ArrowDown':
        return move(focusIndex + 1);
      case 'ArrowUp':
        return move(focusIndex - 1);
      case 'Home':
      case 'PageUp':
        return move(0);
      case 'End':
      case 'PageDown':
        return move(count - 1);
      case 'Escape':
        e.preventDefault();
        return close(true);
      case 'Tab':
        return close(false);
      case ' ':
        e.preventDefault();
        onActivate(focusIndex);
        return close(true);
      default:
        if (e.key.length === 1 && /\S/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
          const ch = e.key.toLowerCase();
          for (let step = 1; step <= count; step++) {
            const i = (focusIndex + step) % count;
            if (labels[i].trim().toLowerCase().startsWith(ch)) return move(i);
          }
        }
    }
  }

  return {
    open,
    close,
    getTriggerProps: () => ({
      ref: triggerRef,
      id: triggerId,
      type: 'button' as const,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      'data-state': open ? 'open' : 'closed',
      onClick: () => (open ? close(false) : openAt(0)),
      onKeyDown: onTriggerKeyDown,
    }),
    getMenuProps: () => ({
      ref: menuRef,
      id: menuId,
      role: 'menu' as const,
      'aria-labelledby': triggerId,
      onKeyDown: onMenuKeyDown,
    }),
    getItemProps: (i: number) => ({
      ref: (el: HTMLElement | null) => {
        itemRefs.current[i] = el;
      },
      role: 'menuitem' as const,
      tabIndex: -1,
      'data-highlighted': focusIndex === i ? '' : undefined,
      onMouseMove: () => {
        if (focusIndex !== i) setFocusIndex(i);
      },
    }),
  };
}
