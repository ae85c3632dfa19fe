import { PageHead } from '../../app/PageHead';
import { portalConfig } from '../../app/config';
import { FaqList } from './FaqList';
import './InfoPage.css';

/** /faq: the ten frequently asked questions as an accordion. */
export function FaqPage() {
  const { siteName } = portalConfig();
  return (
    <article className="page info-page">
      <PageHead
        path="/faq"
        title={`Frequently Asked Questions - ${siteName}`}
        description={`Answers about ${siteName}: free browser games paid for by ads, no account or download needed, safety, our app and the data we collect.`}
      />
      <h1 className="info-page__title">Frequently Asked Questions</h1>
      <p className="info-page__lead">
        Quick answers about playing on {siteName}. Select a question to read its answer.
      </p>
      <FaqList headingLevel={2} />
    </article>
  );
}
