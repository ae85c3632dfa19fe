import { Link } from 'react-router-dom';
import { PageHead } from '../../app/PageHead';
import { portalConfig } from '../../app/config';
import './InfoPage.css';

/** /aboutus: who we are, why the portal exists and how it stays open to everyone. */
export function AboutPage() {
  const { siteName } = portalConfig();
  return (
    <article className="page info-page">
      <PageHead
        path="/aboutus"
        title={`About Us - ${siteName}`}
        description={`Meet ${siteName}: a free portal of 35+ puzzle, logic, word, skill, casual and educational browser games for all ages. No sign-up, no downloads.`}
      />
      <h1 className="info-page__title">About {siteName}</h1>
      <p className="info-page__lead">
        Free, friendly games you can start in a second: no sign-up, no downloads, just a browser and a few spare minutes.
      </p>

      <section className="info-page__section" aria-labelledby="about-mission">
        <h2 id="about-mission">Our Mission</h2>
        <p>
          We believe a good game should be as easy to start as opening a web page. {siteName} brings together more than
          35 puzzle, brain and logic, word, skill, casual and educational games that anyone can play for free, straight
          away, on the device they already have.
        </p>
        <p>
          Whether you have two minutes on the bus or a quiet evening at home, our aim is to give you something that is
          fun, keeps your mind active and never asks for anything in return: no account, no password, no payment.
        </p>
      </section>

      <section className="info-page__section" aria-labelledby="about-story">
        <h2 id="about-story">Our Story</h2>
        <p>
          {siteName} started with a small group of friends who loved daily puzzles but were tired of games that
          demanded an install, a sign-up form or a subscription before the first move. We wanted a single place where a
          Sudoku, a round of Word Search or a quick game of Chess was always one click away.
        </p>
        <p>
          What began as a handful of classics has grown into a library covering number puzzles like 2048 and Kakuro,
          logic grids like Queens, Tango and Binairo, word challenges like Connections and Quartiles, and quick skill
          games like Falling Stars. We keep adding new games and polishing the old ones, guided by what our players
          enjoy most.
        </p>
      </section>

      <section className="info-page__section" aria-labelledby="about-accessibility">
        <h2 id="about-accessibility">Accessibility and Inclusivity</h2>
        <p>
          Our games are made for all ages and all kinds of players. Everything runs in the browser, so there is nothing
          to download, and the site works on computers, tablets and phones alike.
        </p>
        <ul>
          <li>Games can be played with a keyboard or by touch, and buttons are large enough to tap comfortably.</li>
          <li>Text is clear and readable, focus is always visible, and colour is never the only clue you need.</li>
          <li>If your device asks for reduced motion, we keep animations to a minimum.</li>
          <li>Pages load quickly and stay light, so the games work well on slower connections and older devices.</li>
        </ul>
        <p>
          We are always learning. If something stands in your way, tell us and we will do our best to fix it.
        </p>
      </section>

      <section className="info-page__section" aria-labelledby="about-contact">
        <h2 id="about-contact">Get in Touch</h2>
        <p>
          We love hearing from players, whether it is an idea for a new game, a bug you spotted or simply a favourite you
          keep coming back to. Send us a note through our <Link to="/contactus">contact page</Link> and we will get back
          to you.
        </p>
      </section>
    </article>
  );
}
