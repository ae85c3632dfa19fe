import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { categoryByKey } from '../catalog/categories';
import { ConnectivityGate } from '../connectivity/ConnectivityGate';
import { GamePage } from '../game/GamePage';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { ScrollToTop } from './layout/ScrollToTop';
import { Layout } from './Layout';
import { PageErrorBoundary } from './PageErrorBoundary';
import { GalleryRoutePage, InfoPage } from './route-pages';
import { matchRoute, PAGE_ROUTES, type PageRoute } from './routes';
import { useLocation } from 'react-router-dom';

/** The page of a route of the portal's one route table (routes.ts), which the server answers from too. */
function pageOf(route: PageRoute) {
  switch (route.kind) {
    case 'gallery':
      return <GalleryRoutePage category={route.category ?? categoryByKey('all')} />;
    case 'game':
      return <GamePage />;
    case 'info':
      return <InfoPage path={route.path} />;
  }
}

/** Any path no route names: '*-games' lookalikes go home (unknown category), the rest is a 404. */
function UnknownPath() {
  const { pathname } = useLocation();
  if (matchRoute(pathname).kind === 'category-redirect') return <Navigate to="/" replace />;
  return <NotFoundPage />;
}

function PageLoading() {
  return <div className="page" role="status" aria-live="polite" />;
}

export function App() {
  return (
    <>
      <ScrollToTop />
      <ConnectivityGate>
        <Layout>
          <PageErrorBoundary>
            <Suspense fallback={<PageLoading />}>
              <Routes>
                {PAGE_ROUTES.map((route) => (
                  <Route key={route.path} path={route.path} element={pageOf(route)} />
                ))}
                {/* A game page without a name logs its console error there (SPEC §8) and shows Game Not Found. */}
                <Route path="/game" element={<GamePage />} />
                <Route path="*" element={<UnknownPath />} />
              </Routes>
            </Suspense>
          </PageErrorBoundary>
        </Layout>
      </ConnectivityGate>
    </>
  );
}
