// Menu: APG "menu button" (actions and navigation). The trigger is a button with
// aria-haspopup="menu"; items are role="menuitem"; items with an href render as links and
// navigate through wouter (client-side) on Enter or click. Keyboard: see use-menu.ts.
import { type ComponentProps, type MouseEvent, type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import styles from './menu.module.css';
import { useMenu } from './use-menu';

export type MenuItem = { label: string; href?: string; onSelect?: () => void };

export type MenuProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Accessible name of the trigger button. */
  label: string;
  /** Visible content of the trigger button (e.g. an Avatar). */
  trigger: ReactNode;
  items: MenuItem[];
  align?: 'start' | 'end';
  /** Called when the menu opens or closes (e.g. to refresh items on open). */
  onOpenChange?: (open: boolean) => void;
};

export function Menu({
  label,
  trigger,
  items,
  align = 'end',
  onOpenChange,
  className,
  ...props
}: MenuProps) {
  const [, navigate] = useLocation();
  const activate = (i: number) => {
    const item = items[i];
    if (!item) return;
    item.onSelect?.();
    if (item.href) navigate(item.href);
  };
  const menu = useMenu({ labels: items.map((i) => i.label), onActivate: activate });
  const wasOpen = useRef(menu.open);
  useEffect(() => {
    if (wasOpen.current === menu.open) return;
    wasOpen.current = menu.open;
    onOpenChange?.(menu.open);
  }, [menu.open, onOpenChange]);

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root} {...props}>
      <button {...menu.getTriggerProps()} aria-label={label} className={styles.trigger}>
        {trigger}
      </button>
      {menu.open && (
        <div {...menu.getMenuProps()} className={styles.menu} data-align={align}>
          {items.map((item, i) => {
            const onClick = (e: MouseEvent) => {
              e.preventDefault();
              activate(i);
              menu.close(true);
            };
            return item.href ? (
              <a
                key={item.label}
                href={item.href}
                {...menu.getItemProps(i)}
                onClick={onClick}
                className={styles.item}
              >
                {item.label}
              </a>
            ) : (
              // biome-ignore lint/a11y/noStaticElementInteractions: role=menuitem comes from getItemProps
              <div
                key={item.label}
                {...menu.getItemProps(i)}
                onClick={onClick}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') onClick(e as unknown as MouseEvent);
                }}
                className={styles.item}
              >
                {item.label}
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
