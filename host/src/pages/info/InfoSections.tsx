import { useId } from 'react';
import { Link } from 'react-router-dom';
import { portalConfig } from '../../app/config';
import { FaqList } from './FaqList';
import './InfoSections.css';

/** Short About and FAQ sections shown under every page except the four info pages. */
export function InfoSections() {
  const { siteName } = portalConfig();
  const aboutId = useId();
  const faqId = useId();
  return (
    <div className="info-sections">
      <section className="info-sections__about" aria-labelledby={aboutId}>
        <h2 id={aboutId}>About {siteName}</h2>
        <p>
          {siteName} is a free collection of more than 35 puzzle, brain and logic, word, skill, casual and educational
          games that run right in your browser. There is nothing to download and no account to create: pick a game and
          play on your computer, tablet or phone, by keyboard or by touch.
        </p>
        <p>
          <Link to="/aboutus">Learn more about us</Link>
        </p>
      </section>
      <section className="info-sections__faq" aria-labelledby={faqId}>
        <h2 id={faqId}>Frequently Asked Questions</h2>
        <FaqList headingLevel={3} />
      </section>
    </div>
  );
}
