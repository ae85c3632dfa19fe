import { Link } from 'react-router-dom';
import { portalConfig } from '../config';
import { LogoMark } from './LogoMark';
import './Footer.css';

const INFO_LINKS = [
  { to: '/privacypolicy', label: 'Privacy Policy' },
  { to: '/aboutus', label: 'About Us' },
  { to: '/contactus', label: 'Contact Us' },
  { to: '/faq', label: 'FAQ' },
] as const;

/** Footer bar of every page: logo home link, the four info pages and the app store link. */
export function Footer() {
  const { siteName, appStoreUrl } = portalConfig();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <Link to="/" className="site-footer__logo">
          <LogoMark />
          <span className="site-footer__name">{siteName}</span>
        </Link>
        <nav className="site-footer__nav" aria-label="Footer">
          <ul className="site-footer__links">
            {INFO_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="site-footer__link">
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <a href={appStoreUrl} className="site-footer__link site-footer__link--app" target="_blank" rel="noopener noreferrer">
                Download App<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <p className="site-footer__copyright">
        © {new Date().getFullYear()} {siteName}. Free games in your browser, no sign-up needed.
      </p>
    </footer>
  );
}
