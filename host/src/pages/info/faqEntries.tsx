import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PortalConfig } from '../../app/config';

export interface FaqEntry {
  /** Stable key, also used to build element ids. */
  id: string;
  question: string;
  answer: ReactNode;
}

/** The ten FAQ questions, in the order SPEC §2 gives their topics. Statements follow SPEC §1. */
export function faqEntries({ siteName, contactEmail, appStoreUrl }: PortalConfig): FaqEntry[] {
  return [
    {
      id: 'what-is-it',
      question: `What is ${siteName}?`,
      answer: (
        <p>
          {siteName} is a free website where you can play casual games right in your browser. The gallery holds 35 games
          in six categories: puzzle, brain and logic, skill, word, casual and educational. You can jump straight into
          Sudoku, 2048, Chess, Word Search, Connections and many more without signing up for anything.
        </p>
      ),
    },
    {
      id: 'educational',
      question: 'Are the games educational?',
      answer: (
        <p>
          Many of them are. Word games such as Word Search, Word Scramble and Quartiles build vocabulary and spelling;
          Sudoku, Kakuro and Binairo train logical reasoning; the Arithmetic Game sharpens mental maths; and Quiz Master
          tests general knowledge. Our Educational Games category gathers the ones that teach the most while still being
          fun.
        </p>
      ),
    },
    {
      id: 'safety',
      question: `Is ${siteName} safe for kids?`,
      answer: (
        <p>
          Our games are family-friendly: there is no violence, no chat with strangers and no sign-up, and we never ask
          players for personal details. The site itself is intended for users aged 16 and over, so we recommend that
          younger children play with a parent or guardian nearby.
        </p>
      ),
    },
    {
      id: 'inappropriate-ads',
      question: 'What should I do if I see an inappropriate ad?',
      answer: (
        <p>
          Ads are supplied by our advertising partners, and we work to keep them suitable for a general audience. If an
          ad ever seems inappropriate, please e-mail us at <a href={`mailto:${contactEmail}`}>{contactEmail}</a> with
          the page you were on, the time you saw it and, if you can, a screenshot. We will have it blocked.
        </p>
      ),
    },
    {
      id: 'viruses',
      question: 'Can playing these games give my device a virus?',
      answer: (
        <p>
          No. The games run inside your web browser&apos;s secure sandbox, which keeps them apart from the rest of your
          device. Nothing is installed, and no files are saved to your computer apart from small amounts of data your
          browser keeps for the site, such as your game progress.
        </p>
      ),
    },
    {
      id: 'downloads',
      question: 'Do I need to download anything to play?',
      answer: (
        <p>
          No download is needed. Every game opens in a modern browser such as Chrome, Safari, Firefox or Edge, on a
          computer, tablet or phone. Pick a game and it starts in a few seconds.
        </p>
      ),
    },
    {
      id: 'mobile-app',
      question: 'Is there a mobile app?',
      answer: (
        <p>
          There is no mobile app on the web: the website works in your phone&apos;s browser just as it does on a
          computer. If you prefer an app, one is offered in the app store:{' '}
          <a href={appStoreUrl} target="_blank" rel="noopener noreferrer">
            download the {siteName} app<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          .
        </p>
      ),
    },
    {
      id: 'cost',
      question: 'Do the games cost anything?',
      answer: (
        <p>
          No. Every game is free to play, with no subscriptions, in-game purchases or hidden charges. The site is paid for
          by the advertising shown on its pages.
        </p>
      ),
    },
    {
      id: 'account',
      question: 'Do I need to create an account?',
      answer: (
        <p>
          No. There are no accounts on {siteName}: no registration, no login and no password to remember. Your progress
          in games that save it is kept in your own browser.
        </p>
      ),
    },
    {
      id: 'data',
      question: 'What data do you collect?',
      answer: (
        <p>
          We do not ask for your name or any other personal details to play. We collect non-identifying technical and
          usage data, such as your browser type, device type and which games are played, and we use cookies for
          analytics and advertising. Our <Link to="/privacypolicy">Privacy Policy</Link> explains this in full.
        </p>
      ),
    },
  ];
}
