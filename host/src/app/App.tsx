import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { CATEGORIES, categoryByKey } from '../catalog/categories';
import { ConnectivityGate } from '../connectivity/ConnectivityGate';
import { GalleryPage } from '../gallery/GalleryPage';
import { GamePage } from '../game/GamePage';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { ScrollToTop } from './layout/ScrollToTop';
import { Layout } from './Layout';
import { matchRoute } from './routes';
import { useLocation } from 'react-router-dom';

// Static pages are split out of the first load; the gallery and game page are not, so they open at once.
const AboutPage = lazy(() => import('../pages/info/AboutPage').then((m) => ({ default: m.AboutPage })));
const PrivacyPolicyPage = lazy(() => import('../pages/info/PrivacyPolicyPage').then((m) => ({ default: m.PrivacyPolicyPage })));
const FaqPage = lazy(() => import('../pages/info/FaqPage').then((m) => ({ default: m.FaqPage })));
const ContactPage = lazy(() => import('../pages/info/ContactPage').then((m) => ({ default: m.ContactPage })));

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
          <Suspense fallback={<PageLoading />}>
            <Routes>
              <Route path="/" element={<GalleryPage category={categoryByKey('all')} />} />
              {CATEGORIES.filter((c) => c.slug).map((category) => (
                <Route key={category.key} path={`/${category.slug}`} element={<GalleryPage category={category} />} />
              ))}
              <Route path="/game/:gameName" element={<GamePage />} />
              <Route path="/game" element={<GamePage />} />
              <Route path="/aboutus" element={<AboutPage />} />
              <Route path="/privacypolicy" element={<PrivacyPolicyPage />} />
              <Route path="/faq" element={<FaqPage />} />
              <Route path="/contactus" element={<ContactPage />} />
              <Route path="*" element={<UnknownPath />} />
            </Routes>
          </Suspense>
        </Layout>
      </ConnectivityGate>
    </>
  );
}
