import { Link } from 'react-router-dom';
import { PageHead } from '../../app/PageHead';
import { portalConfig } from '../../app/config';
import './InfoPage.css';

/** Date of the current policy text (SPEC §1). */
export const PRIVACY_POLICY_UPDATED = 'May 3, 2025';

/** /privacypolicy: what we collect, why, who else sees it and the rights every visitor has. */
export function PrivacyPolicyPage() {
  const { siteName, contactEmail } = portalConfig();
  const mail = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
  return (
    <article className="page info-page">
      <PageHead
        path="/privacypolicy"
        title={`Privacy Policy - ${siteName}`}
        description={`How ${siteName} handles your data: no accounts, only non-identifying technical and usage data and cookies, and your rights to access, correct or delete it.`}
      />
      <h1 className="info-page__title">Privacy Policy</h1>
      <p className="info-page__updated">Last updated: {PRIVACY_POLICY_UPDATED}</p>
      <p className="info-page__lead">
        {siteName} (&quot;we&quot;, &quot;us&quot;) runs a free games website that anyone can use without an account.
        This policy explains what information we handle when you visit, why we handle it and the choices you have.
      </p>

      <section className="info-page__section" aria-labelledby="privacy-collect">
        <h2 id="privacy-collect">Information We Collect</h2>
        <p>
          You can play every game without creating an account or telling us who you are. We collect only what we need to
          run and improve the site:
        </p>
        <ul>
          <li>
            <strong>Technical data:</strong> browser type and version, operating system, device type, screen size,
            language setting, the referring page and an IP address that our providers shorten or otherwise use only in a
            non-identifying way.
          </li>
          <li>
            <strong>Usage data:</strong> which pages and games are opened, how long they are played, and errors that
            occur while loading them.
          </li>
          <li>
            <strong>Cookies and similar technologies:</strong> small files and identifiers described under Cookies and
            Consent below.
          </li>
          <li>
            <strong>Messages you send us:</strong> if you use the contact form, the name, e-mail address, subject and
            message you enter.
          </li>
        </ul>
        <p>
          Game progress and settings, for example an unfinished Sudoku, are saved in your browser&apos;s local storage on
          your own device. They are not sent to us, and you can remove them at any time by clearing your browser&apos;s
          site data.
        </p>
      </section>

      <section className="info-page__section" aria-labelledby="privacy-how">
        <h2 id="privacy-how">How We Collect Information</h2>
        <ul>
          <li>
            <strong>Automatically</strong>, when your browser requests our pages and games, through server logs and the
            analytics and advertising tools described below.
          </li>
          <li>
            <strong>Through cookies</strong> and similar technologies placed by us or, with your consent where required,
            by our partners.
          </li>
          <li>
            <strong>Directly from you</strong>, only when you choose to send us a message through the contact form or by
            e-mail.
          </li>
        </ul>
      </section>

      <section className="info-page__section" aria-labelledby="privacy-why">
        <h2 id="privacy-why">Why We Use Information</h2>
        <ul>
          <li>To deliver the website and its games and keep them working on your device.</li>
          <li>To understand which games are popular and where players run into problems, so we can improve them.</li>
          <li>To show advertising, which is what keeps every game free.</li>
          <li>To protect the site against abuse, fraud and security threats.</li>
          <li>To read and answer the messages you send us.</li>
          <li>To meet our legal obligations.</li>
        </ul>
        <p>
          Where the GDPR applies, we rely on our legitimate interest in running and securing a free service, on your
          consent for non-essential cookies and personalised advertising, and on your request when we answer a message.
          We do not sell personal information and we do not use it to make decisions that have legal or similarly
          significant effects on you.
        </p>
      </section>

      <section className="info-page__section" aria-labelledby="privacy-cookies">
        <h2 id="privacy-cookies">Cookies and Consent</h2>
        <p>Cookies are small text files that a website stores in your browser. We use:</p>
        <ul>
          <li>
            <strong>Essential cookies and storage</strong>, needed for the site to work, such as remembering your game
            progress and your cookie choices.
          </li>
          <li>
            <strong>Analytics cookies</strong>, which count visits and measure how games are used.
          </li>
          <li>
            <strong>Advertising cookies</strong>, which our partners use to show ads, limit how often you see the same
            one and measure their performance.
          </li>
        </ul>
        <p>
          Where the law requires it, we ask for your consent before setting analytics or advertising cookies, and you can
          change your mind at any time. You can also block or delete cookies in your browser settings; the games will
          still work, although ads may be less relevant and saved progress may be lost if you clear site data.
        </p>
      </section>

      <section className="info-page__section" aria-labelledby="privacy-third-parties">
        <h2 id="privacy-third-parties">Third-Party Services</h2>
        <p>We work with a small number of partners who process data on our behalf or alongside us:</p>
        <ul>
          <li>
            <strong>Advertising partners</strong> serve the ads on our pages. They may use cookies and device
            identifiers to choose ads and report on them, under their own privacy policies.
          </li>
          <li>
            <strong>Analytics providers</strong> help us measure visits and game usage in aggregate.
          </li>
          <li>
            <strong>Hosting and e-mail providers</strong> run our servers and deliver the messages you send us.
          </li>
        </ul>
        <p>
          We share only what each partner needs for its task. Some partners may process data outside your country; when
          they do, we rely on appropriate safeguards such as the European Commission&apos;s standard contractual clauses.
          The app store that lists our mobile app has its own privacy policy, which applies when you visit it.
        </p>
      </section>

      <section className="info-page__section" aria-labelledby="privacy-security">
        <h2 id="privacy-security">Data Security</h2>
        <p>
          We protect the information we handle with encrypted connections (HTTPS), restricted access to our systems and
          careful selection of the providers we work with. Because we do not run accounts, there are no passwords or
          profiles to steal. No method of transmission or storage is completely secure, but we work to keep risks low and
          to act quickly if something goes wrong.
        </p>
      </section>

      <section className="info-page__section" aria-labelledby="privacy-children">
        <h2 id="privacy-children">Children&apos;s Privacy</h2>
        <p>
          {siteName} is intended for users aged 16 and over and is not aimed at children under 13. We do not knowingly
          collect personal information from children under 13.
        </p>
        <p>
          If we learn that we have collected personal information from a child under 13, for example through a contact
          message, we will delete it promptly. If you are a parent or guardian and believe your child has sent us
          information, please contact us at {mail} and we will remove it.
        </p>
      </section>

      <section className="info-page__section" aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">Your Privacy Rights</h2>
        <p>Depending on where you live, including under the GDPR in Europe and the CCPA in California, you may have the right to:</p>
        <ul>
          <li>
            <strong>Access</strong> the personal information we hold about you and receive a copy of it.
          </li>
          <li>
            <strong>Correct</strong> information that is inaccurate or incomplete.
          </li>
          <li>
            <strong>Delete</strong> your information.
          </li>
          <li>
            <strong>Object to or restrict</strong> how we use it, including for advertising, and withdraw consent you
            have given.
          </li>
          <li>
            <strong>Opt out</strong> of the sale or sharing of personal information for targeted advertising.
          </li>
          <li>
            <strong>Complain</strong> to your local data protection authority.
          </li>
        </ul>
        <p>
          To use any of these rights, e-mail us at {mail}. Because we do not run accounts, we may ask for details that
          help us find your information, such as the e-mail address you wrote to us from. We will not treat you
          differently for exercising your rights, and we answer requests within the time the law allows, normally one
          month.
        </p>
      </section>

      <section className="info-page__section" aria-labelledby="privacy-retention">
        <h2 id="privacy-retention">Data Retention</h2>
        <p>
          We keep information only as long as we need it. Server logs are deleted after a short period, normally no more
          than 90 days, unless needed to investigate a security problem. Analytics data is kept in aggregate form.
          Contact messages are kept for as long as needed to answer them and handle any follow-up, and then deleted.
          Game progress stays in your browser until you clear it.
        </p>
      </section>

      <section className="info-page__section" aria-labelledby="privacy-changes">
        <h2 id="privacy-changes">Changes to This Policy</h2>
        <p>
          We may update this policy when our services or the law change. The date at the top of this page shows when it
          was last revised. If we make significant changes, we will highlight them on the site.
        </p>
      </section>

      <section className="info-page__section" aria-labelledby="privacy-contact">
        <h2 id="privacy-contact">Contact Us</h2>
        <p>
          If you have questions about this policy or how we handle your information, e-mail us at {mail} or use our{' '}
          <Link to="/contactus">contact form</Link>.
        </p>
      </section>
    </article>
  );
}
