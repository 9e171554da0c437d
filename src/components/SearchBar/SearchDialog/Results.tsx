import React, { useMemo } from 'react';
import { translate } from '../../../i18n/translate';
import { withPrefix } from '../../../utils/paths';
import { parseExcerpt, withoutLeadingHeading, type SearchGroup, type SearchHit } from '../results';
import * as styles from './styles.module.css';

export interface ResultsProps {
  /** Prefix of the element ids (groups, options). */
  readonly baseId: string;
  readonly listboxId: string;
  readonly groups: readonly SearchGroup[];
  /** The query the groups answer. */
  readonly answered: string;
  /** Index of the active option across all groups, -1 for none. */
  readonly activeIndex: number;
  readonly onActivate: (index: number) => void;
  /** A plain click or Enter: the dialog navigates. */
  readonly onChoose: (hit: SearchHit) => void;
  /** The browser opens the hit itself (new tab or window, download). */
  readonly onOpenElsewhere: () => void;
}

/** The DOM id of a hit's option. */
export const optionId = (baseId: string, hit: SearchHit) => `${baseId}-${hit.id}`;

/** A click that the browser should handle itself: new tab or window, download, other buttons. */
function opensElsewhere(event: React.MouseEvent): boolean {
  return event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
}

function Excerpt({ html, heading }: { readonly html: string; readonly heading: string }) {
  const parts = useMemo(() => withoutLeadingHeading(parseExcerpt(html), heading), [html, heading]);
  return (
    <span className={styles.excerpt}>
      {parts.map((part, index) =>
        part.highlighted ? (
          <mark key={index} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          <React.Fragment key={index}>{part.text}</React.Fragment>
        ),
      )}
    </span>
  );
}

/** The results listbox: one group per page (its title and sidebar trail), one option per section. */
export default function Results({ baseId, listboxId, groups, answered, activeIndex, onActivate, onChoose, onOpenElsewhere }: ResultsProps) {
  let flatIndex = 0;
  return (
    <div role="listbox" id={listboxId} aria-label={translate('search.results.label')} className={styles.results} data-query={answered}>
      {groups.map((group, groupIndex) => {
        const groupTitleId = `${baseId}-group-${groupIndex}`;
        const groupTrailId = `${groupTitleId}-trail`;
        return (
          <div role="group" key={group.pageUrl} aria-labelledby={group.trail ? `${groupTitleId} ${groupTrailId}` : groupTitleId} className={styles.group}>
            {/* The page's title and its place in the sidebar: Chat under OpenAI and Chat under
                DeepSeek look different at a glance. */}
            <div className={styles.groupHeader}>
              <span id={groupTitleId} className={styles.groupTitle}>
                {group.title}
              </span>
              {group.trail && (
                <span id={groupTrailId} className={styles.groupTrail}>
                  {group.trail}
                </span>
              )}
            </div>
            {group.hits.map((hit) => {
              const index = flatIndex++;
              const selected = index === activeIndex;
              // The option is the link itself: opening it in a new tab (Ctrl/⌘+click, middle
              // click, the context menu) works as with any link, while a plain click or Enter
              // navigates client-side. (A link inside an element with role="option" would be
              // focusable content inside a control whose children are presentational.)
              return (
                <a
                  key={hit.id}
                  id={optionId(baseId, hit)}
                  role="option"
                  aria-selected={selected}
                  href={withPrefix(hit.url)}
                  tabIndex={-1}
                  className={`${styles.option} ${selected ? styles.optionActive : ''}`}
                  data-url={hit.url}
                  // Keeps focus (and the caret) in the search field.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => index !== activeIndex && onActivate(index)}
                  onClick={(event) => {
                    if (opensElsewhere(event)) {
                      onOpenElsewhere();
                      return;
                    }
                    event.preventDefault();
                    onChoose(hit);
                  }}
                >
                  <span className={styles.hitHeading}>
                    {hit.isSection && (
                      <span className={styles.hash} aria-hidden="true">
                        #
                      </span>
                    )}
                    {hit.heading}
                  </span>
                  <Excerpt html={hit.excerpt} heading={hit.heading} />
                </a>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
