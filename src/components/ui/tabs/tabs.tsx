// Tabs: APG "tabs with automatic activation". ArrowLeft/ArrowRight move focus and select
// (wrapping), Home/End go to the first/last tab; only the selected tab is in the tab order
// (roving tabindex); each tab controls its panel (aria-controls / aria-labelledby).
import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  use,
  useId,
  useState,
} from 'react';
import styles from './tabs.module.css';

type TabsContextValue = { value: string; select: (v: string) => void; baseId: string };
const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs() {
  const ctx = use(TabsContext);
  if (!ctx) throw new Error('Tab, TabList and TabPanel must be inside <Tabs>');
  return ctx;
}

const slug = (v: string) => v.replace(/[^a-zA-Z0-9_-]/g, (c) => `_${c.charCodeAt(0)}`);

export type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ value, defaultValue = '', onValueChange, ...props }: TabsProps) {
  const [inner, setInner] = useState(defaultValue);
  const baseId = useId();
  const current = value ?? inner;
  const select = (v: string) => {
    if (value === undefined) setInner(v);
    if (v !== current) onValueChange?.(v);
  };
  return (
    <TabsContext value={{ value: current, select, baseId }}>
      <div {...props} />
    </TabsContext>
  );
}

export type TabListProps = ComponentProps<'div'> & { 'aria-label'?: string };

export function TabList({ className, onKeyDown, ...props }: TabListProps) {
  const { select } = useTabs();
  function handleKey(e: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(e);
    const tabs = Array.from(
      e.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])'),
    );
    const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    const next =
      e.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : e.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? tabs.length - 1
              : -1;
    if (next < 0) return;
    e.preventDefault();
    tabs[next].focus();
    select(tabs[next].dataset.value ?? '');
  }
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={className ? `${styles.list} ${className}` : styles.list}
      onKeyDown={handleKey}
      {...props}
    />
  );
}

export type TabProps = Omit<ComponentProps<'button'>, 'value'> & { value: string };

export function Tab({ value, className, onClick, ...props }: TabProps) {
  const ctx = useTabs();
  const selected = ctx.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={`${ctx.baseId}-tab-${slug(value)}`}
      aria-controls={`${ctx.baseId}-panel-${slug(value)}`}
      aria-selected={selected}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? 'active' : 'inactive'}
      data-value={value}
      className={className ? `${styles.tab} ${className}` : styles.tab}
      onClick={(e) => {
        onClick?.(e);
        ctx.select(value);
      }}
      {...props}
    />
  );
}

export type TabPanelProps = Omit<ComponentProps<'div'>, 'value'> & { value: string };

export function TabPanel({ value, className, ...props }: TabPanelProps) {
  const ctx = useTabs();
  const selected = ctx.value === value;
  return (
    <div
      role="tabpanel"
      id={`${ctx.baseId}-panel-${slug(value)}`}
      aria-labelledby={`${ctx.baseId}-tab-${slug(value)}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: APG tabs: the panel is focusable so its content is reachable
      tabIndex={0}
      hidden={!selected}
      data-state={selected ? 'active' : 'inactive'}
      className={className ? `${styles.panel} ${className}` : styles.panel}
      {...props}
    />
  );
}
