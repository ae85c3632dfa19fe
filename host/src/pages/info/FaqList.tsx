import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { portalConfig } from '../../app/config';
import { faqEntries } from './faqEntries';
import './FaqList.css';

export interface FaqListProps {
  /** Level of each question's heading: 2 on the FAQ page (under its h1), 3 inside a section with an h2. */
  headingLevel?: 2 | 3;
}

/**
 * The ten FAQ questions as an accordion: one answer open at a time; pressing the open question closes it.
 * Questions are buttons (aria-expanded, aria-controls) inside headings; answers are labelled regions.
 * Up/Down/Home/End move between questions, as the WAI-ARIA accordion pattern suggests.
 */
export function FaqList({ headingLevel = 2 }: FaqListProps) {
  const entries = useMemo(() => faqEntries(portalConfig()), []);
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  const buttonRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const toggle = (id: string) => setOpenId((current) => (current === id ? null : id));

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = entries.length - 1;
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttonRefs.current[target]?.focus();
  };

  return (
    <div className="faq-list">
      {entries.map((entry, index) => {
        const open = entry.id === openId;
        const buttonId = `${baseId}-${entry.id}-question`;
        const panelId = `${baseId}-${entry.id}-answer`;
        return (
          <div key={entry.id} className={open ? 'faq-list__item faq-list__item--open' : 'faq-list__item'}>
            <Heading className="faq-list__heading">
              <button
                ref={(element) => {
                  buttonRefs.current[index] = element;
                }}
                type="button"
                id={buttonId}
                className="faq-list__question"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(entry.id)}
                onKeyDown={(event) => moveFocus(event, index)}
              >
                <span>{entry.question}</span>
                <svg className="faq-list__chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="faq-list__answer" hidden={!open}>
              {entry.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
