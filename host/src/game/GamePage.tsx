import { Suspense, use, useEffect, useState, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { PageHead } from '../app/PageHead';
import { gameRecord, gameTitle, type GameRecord } from '../catalog/catalog';
import { gameMetadata } from '../catalog/metadata';
import { useCatalog } from '../catalog/page-catalog';
import { describeLoadError } from './describe-load-error';
import { asGameLoadError, GameLoadError } from './game-load-error';
import { ErrorBoundary } from '../app/ErrorBoundary';
import { useRetryWhenBackOnline } from '../connectivity/useRetryWhenBackOnline';
import { leaveGame, loadEnded, loadGame, reportFailedLoad, retryGame } from './game-loads';
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

/**
 * The page suspends on the game's one load (game-loads.ts) with the stage loading as its fallback; a load
 * that failed is thrown to the error boundary as its typed error, and the boundary's reset is Retry.
 */
function KnownGamePage({ record }: { record: GameRecord }) {
  const { slug, title } = record;
  const meta = gameMetadata(record, slug);
  // A load that failed is not what the next visit shows: it loads afresh.
  useEffect(() => () => leaveGame(slug), [slug]);
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
      <ErrorBoundary
        // A failed load was reported by the load itself; a game whose code throws while rendering has failed to
        // load as surely, and is reported here.
        onError={(error) => {
          if (error instanceof GameLoadError) return;
          console.error('[game] a game failed while rendering', error);
          reportFailedLoad(slug, asGameLoadError(error, 'render'));
        }}
        // A failed load starts afresh; a game that threw renders again from its loaded code.
        onRetry={() => retryGame(slug)}
        fallback={(error, retry) => (
          <Stage title={title} status="failed">
            <GameFailure title={title} error={error} onRetry={retry} />
          </Stage>
        )}
      >
        <Suspense fallback={<LoadingStage title={title} />}>
          <LoadedGame slug={slug} title={title} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

const subscribeToNothing = () => () => undefined;

/**
 * The stage with what the game's load ended in. A load that has ended (a warmed card's game) is drawn in the
 * first render: the click only mounts. Otherwise the first render draws the stage loading, as the server drew
 * it (the render that hydrates the server's markup must draw the same), and the game is drawn once its load
 * has ended, in one blocking render as on a bare page. (Suspending on the load in a transition kept the frame
 * as well, but a transition's render is time-sliced: it yields every 5 ms, and 2048 took ~0.4 s longer at 4×
 * CPU to become playable.) The Suspense fallback, the same frame, is there for any other suspension.
 */
function LoadedGame({ slug, title }: { slug: string; title: string }) {
  // True while hydrating (and on the server, which loads nothing).
  const hydrating = useSyncExternalStore(subscribeToNothing, () => false, () => true);
  const [reading, setReading] = useState(() => !hydrating && loadEnded(loadGame(slug)));
  useEffect(() => {
    if (reading) return undefined;
    let live = true;
    const read = () => live && setReading(true);
    loadGame(slug).then(read, read);
    return () => {
      live = false;
    };
  }, [reading, slug]);
  if (!reading) return <LoadingStage title={title} />;
  const load = use(loadGame(slug));
  if (load.status === 'coming-soon') {
    return (
      <Stage title={title} status="coming-soon">
        <ComingSoon title={title} instead={load.instead} />
      </Stage>
    );
  }
  const { Component, version } = load.game;
  return (
    <Stage title={title} status="ready">
      <Component slug={slug} title={title} />
      {/* The release is for operators, not players: page metadata (React puts the meta in the head) and a hidden record. */}
      <meta name="game-version" content={`${slug} ${version}`} />
      <data hidden value={version} data-testid="game-version">
        {title} · version {version}
      </data>
    </Stage>
  );
}

function Stage({ title, status, children }: { title: string; status: 'loading' | 'ready' | 'coming-soon' | 'failed'; children: ReactNode }) {
  return (
    <section className="game-page__stage" aria-label={`${title} game`} data-game-state={status}>
      {children}
    </section>
  );
}

function LoadingStage({ title }: { title: string }) {
  return (
    <Stage title={title} status="loading">
      <LoadingGame />
    </Stage>
  );
}

/** Why the game is not there, with Retry: a load that failed (a GameLoadError), or the game's own render error. */
function GameFailure({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  // A load's failure may be the network's; a game's own render error is not tried again by itself.
  const loadFailed = error instanceof GameLoadError;
  useRetryWhenBackOnline(loadFailed ? onRetry : null, loadFailed && error.kind === 'offline');
  if (!(error instanceof GameLoadError)) {
    return (
      <GameMessage heading={`${title} stopped working`} onRetry={onRetry}>
        The game ran into a problem: {describeLoadError(error)}. Retry to start it again.
      </GameMessage>
    );
  }
  if (error.kind === 'entry-rejected') {
    return (
      <GameMessage heading={`${title} is not available right now`} onRetry={onRetry}>
        This game can't be played at the moment because its release has a problem on our side. Retry, or pick another game below.
      </GameMessage>
    );
  }
  return (
    <GameMessage heading={`${title} could not be loaded`} onRetry={onRetry}>
      Something went wrong while loading the game: {describeLoadError(error)}. Check your connection and try again; the rest of the site
      keeps working.
    </GameMessage>
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
