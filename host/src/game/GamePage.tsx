import { useState, type CSSProperties } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { PageHead } from '../app/PageHead';
import { gameRecord, gameTitle, type GameRecord } from '../catalog/catalog';
import { gameMetadata } from '../catalog/metadata';
import { useCatalog } from '../catalog/page-catalog';
import { describeLoadError } from './describe-load-error';
import { asGameLoadError } from './game-load-error';
import { GameErrorBoundary } from './GameErrorBoundary';
import { reportFailedLoad, useRemoteGame } from './use-remote-game';
import { FavouriteButton } from '../favourites/FavouriteButton';
import './GamePage.css';

/** /game/:gameName — lowercases the name, then loads the game's remote or says why it can't. */
export function GamePage() {
  const { gameName } = useParams();
  if (!gameName) {
    console.error('[game] no game name could be read from the URL');
    return <GameNotFound path="/game" />;
  }
  const slug = gameName.toLowerCase();
  return slug !== gameName ? <Navigate to={`/game/${slug}`} replace /> : <CatalogueGamePage slug={slug} />;
}

function CatalogueGamePage({ slug }: { slug: string }) {
  const record = gameRecord(useCatalog(), slug);
  if (!record) return <GameNotFound path={`/game/${slug}`} />;
  return <KnownGamePage key={slug} record={record} />;
}

function KnownGamePage({ record }: { record: GameRecord }) {
  const { slug, title } = record;
  const meta = gameMetadata(record, slug);
  const [attempt, setAttempt] = useState(0);
  const retry = () => setAttempt((n) => n + 1);
  const state = useRemoteGame(slug, attempt);
  return (
    <div className="game-page">
      <PageHead title={meta.title} description={meta.description} keywords={meta.keywords} socialTitle={meta.socialTitle} path={`/game/${slug}`} image={record.image.src} />
      <div className="game-page__header">
        {/* Its length lets the CSS shrink a long title to stay on one line between the header's buttons. */}
        <h1 className="game-page__title" style={{ '--title-length': title.length } as CSSProperties}>
          {title}
        </h1>
        <FavouriteButton slug={slug} title={title} place="header" />
      </div>
      <section className="game-page__stage" aria-label={`${title} game`} data-game-state={state.status}>
        {state.status === 'loading' && <LoadingGame />}
        {state.status === 'coming-soon' && <ComingSoon title={title} instead={state.instead} />}
        {state.status === 'failed' && state.error.kind === 'entry-rejected' && (
          <GameMessage heading={`${title} is not available right now`} onRetry={retry}>
            This game can't be played at the moment because its release has a problem on our side. Retry, or pick another game below.
          </GameMessage>
        )}
        {state.status === 'failed' && state.error.kind !== 'entry-rejected' && (
          <GameMessage heading={`${title} could not be loaded`} onRetry={retry}>
            Something went wrong while loading the game: {describeLoadError(state.error)}. Check your connection and try again; the rest of
            the site keeps working.
          </GameMessage>
        )}
        {state.status === 'ready' && (
          <GameErrorBoundary
            onRetry={retry}
            // A game whose code throws while rendering has failed to load as surely as one whose code never arrived.
            onError={(error) => reportFailedLoad(slug, asGameLoadError(error, 'render'))}
            fallback={(error, reset) => (
              <GameMessage heading={`${title} stopped working`} onRetry={reset}>
                The game ran into a problem: {describeLoadError(error)}. Retry to start it again.
              </GameMessage>
            )}
          >
            <state.game.Component slug={slug} title={title} />
            {/* The release is for operators, not players: page metadata (React puts the meta in the head) and a hidden record. */}
            <meta name="game-version" content={`${slug} ${state.game.version}`} />
            <data hidden value={state.game.version} data-testid="game-version">
              {title} · version {state.game.version}
            </data>
          </GameErrorBoundary>
        )}
      </section>
    </div>
  );
}

function LoadingGame() {
  return (
    <div className="game-page__loading" role="status">
      <span className="game-page__spinner" aria-hidden="true" />
      <span>Loading game...</span>
    </div>
  );
}

/** A catalogue game the registry does not list yet: nothing failed, so no Retry; games to play instead. */
function ComingSoon({ title, instead }: { title: string; instead: readonly string[] }) {
  const catalog = useCatalog();
  return (
    <div className="game-page__message">
      <h2>{title} is coming soon</h2>
      <p>
        {title} isn't released yet. {instead.length > 0 ? 'Until then, try one of these games:' : 'Until then, have a look at the games you can play now.'}
      </p>
      <nav className="game-page__actions" aria-label="Games you can play now">
        {instead.map((slug) => (
          <Link key={slug} className="button button--secondary" to={`/game/${slug}`}>
            {gameTitle(catalog, slug)}
          </Link>
        ))}
        <Link className="button" to="/">
          Browse all games
        </Link>
      </nav>
    </div>
  );
}

function GameMessage({ heading, children, onRetry }: { heading: string; children: React.ReactNode; onRetry: () => void }) {
  return (
    <div className="game-page__message" role="alert">
      <h2>{heading}</h2>
      <p>{children}</p>
      <div className="game-page__actions">
        <button type="button" className="button" onClick={onRetry}>
          Retry
        </button>
        <Link className="button button--secondary" to="/">
          Browse all games
        </Link>
      </div>
    </div>
  );
}

function GameNotFound({ path }: { path: string }) {
  return (
    <div className="game-page game-page--not-found">
      <PageHead title="Game Not Found" description="This game does not exist. Browse our free online games instead." path={path} />
      <meta name="robots" content="noindex" />
      <h1 className="game-page__title">Game Not Found</h1>
      <p>We couldn't find that game. It may have been renamed, or the link has a typo.</p>
      <Link className="button" to="/">
        Browse all games
      </Link>
    </div>
  );
}
