import React, { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useIsomorphicLayoutEffect } from '../../../hooks/useIsomorphicLayoutEffect';
import { useStorageSlot } from '../../../hooks/useStorageSlot';
import { STORAGE_KEYS } from '../../../utils/storage';
import { scrollWithoutEvents } from '../../../utils/scroll-events';
import * as styles from './styles.module.css';

export interface TabItemProps {
  /** Identifies the tab within its group, in storage and in `?lang=`. */
  readonly value: string;
  /** Text of the tab; defaults to `value`. */
  readonly label?: string;
  /** Selected first when no stored or linked choice applies. */
  readonly default?: boolean;
  /**
   * Made at build time from the group's curl sample (src/node/compile/snippets.ts): the search
   * index leaves it out, having that request already in the curl tab.
   */
  readonly generated?: boolean;
  readonly children?: React.ReactNode;
}

/** One tab's content. Only meaningful inside `<Tabs>`, which renders it in a tab panel. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

export interface TabsProps {
  /**
   * Groups with the same id stay in sync on this page and later ones (the choice is kept in
   * storage) and follow `?lang=<value>` in the URL.
   */
  readonly groupId?: string;
  /** Value selected first; defaults to the item marked `default`, else the first item. */
  readonly defaultValue?: string;
  readonly children?: React.ReactNode;
}

/** Query parameter that selects a tab in every group, e.g. `?lang=python`. */
export const TAB_QUERY_PARAM = 'lang';

function tabItems(children: React.ReactNode): Array<React.ReactElement<TabItemProps>> {
  return React.Children.toArray(children).filter(
    (child): child is React.ReactElement<TabItemProps> => React.isValidElement<TabItemProps>(child) && typeof child.props.value === 'string',
  );
}

/**
 * Tabs following the WAI-ARIA tabs pattern (automatic activation): one tab stop, arrow keys,
 * Home and End move between tabs and select them.
 *
 * Every panel is server-rendered. The default panel shows before JavaScript runs and the others
 * carry `hidden`; without JavaScript (`@media (scripting: none)`) all panels show one after
 * another under their labels, so nothing is out of reach.
 */
export default function Tabs({ groupId, defaultValue, children }: TabsProps) {
  const items = tabItems(children);
  const values = items.map((item) => item.props.value);
  const fallback =
    (defaultValue !== undefined && values.includes(defaultValue) ? defaultValue : undefined) ??
    items.find((item) => item.props.default)?.props.value ??
    values[0];

  const [stored, storage] = useStorageSlot(groupId ? STORAGE_KEYS.tabGroup(groupId) : null);
  const [local, setLocal] = useState<string | null>(null);
  const valid = (value: string | null | undefined): value is string => typeof value === 'string' && values.includes(value);
  const selected = groupId && valid(stored) ? stored : valid(local) ? local : fallback;

  // A `?lang=` link wins over the stored choice when the page loads, and becomes the stored choice.
  const valuesKey = values.join('\n');
  useEffect(() => {
    const linked = new URLSearchParams(window.location.search).get(TAB_QUERY_PARAM);
    if (linked === null || !valuesKey.split('\n').includes(linked)) return;
    setLocal(linked);
    if (groupId) storage.set(linked);
  }, [groupId, storage, valuesKey]);

  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  // The tab the reader used and where it was on screen, to keep it in place after the switch.
  const anchor = useRef<{ element: HTMLElement; top: number } | null>(null);

  useIsomorphicLayoutEffect(() => {
    const pending = anchor.current;
    anchor.current = null;
    if (!pending) return;
    const shift = pending.element.getBoundingClientRect().top - pending.top;
    if (shift !== 0) scrollWithoutEvents(() => window.scrollBy(0, shift));
  }, [selected]);

  const select = useCallback(
    (value: string, element: HTMLElement) => {
      anchor.current = { element, top: element.getBoundingClientRect().top };
      setLocal(value);
      if (groupId) storage.set(value);
    },
    [groupId, storage],
  );

  const onKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabRefs.current[target];
    if (!tab) return;
    tab.focus();
    select(values[target], tab);
  };

  if (items.length === 0) return null;

  return (
    <div className={styles.tabs}>
      {/* Tab buttons and the no-script labels are interface: the search index keeps the panels' content. */}
      <div role="tablist" aria-orientation="horizontal" className={styles.tablist} data-pagefind-ignore="">
        {items.map((item, index) => {
          const isSelected = item.props.value === selected;
          return (
            <button
              key={item.props.value}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={(event) => select(item.props.value, event.currentTarget)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.props.label ?? item.props.value}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.props.value}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={item.props.value !== selected}
          className={styles.panel}
          data-pagefind-ignore={item.props.generated ? '' : undefined}
        >
          <p className={styles.noScriptLabel} data-pagefind-ignore="">
            {item.props.label ?? item.props.value}
          </p>
          {item}
        </div>
      ))}
    </div>
  );
}
