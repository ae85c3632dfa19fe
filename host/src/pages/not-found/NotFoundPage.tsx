import { useNavigate } from 'react-router-dom';
import { RunnerGame } from '../../runner';
import './NotFoundPage.css';

/** Shown for any unknown path (SPEC §2 "404 page"): a message, the runner mini-game, then the way out. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <section className="page not-found" aria-labelledby="not-found-title">
      <title>Page Not Found</title>
      <meta name="robots" content="noindex" />
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="not-found__title">
        Page Not Found
      </h1>
      <p className="not-found__text">The page you are looking for doesn&apos;t exist or has been moved.</p>
      <div className="not-found__game">
        <RunnerGame />
      </div>
      <div className="not-found__actions">
        <button type="button" className="button" onClick={() => navigate('/')}>
          Go Home
        </button>
        <button type="button" className="button button--secondary" onClick={() => navigate(-1)}>
          Go Back
        </button>
      </div>
    </section>
  );
}
