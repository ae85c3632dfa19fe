import { useNavigate } from 'react-router-dom';
import { RunnerGame } from '../runner';
import './OfflineScreen.css';

const TROUBLESHOOTING_STEPS = [
  'Checking the network cables, modem and router',
  'Reconnecting to Wi-Fi',
  'Running network diagnostics',
  'Checking the proxy and the firewall',
  'Trying again in a moment',
];

/** Replaces every route while the browser is offline (SPEC §2 "Offline screen"). */
export function OfflineScreen() {
  const navigate = useNavigate();
  return (
    <section className="page offline-screen" aria-labelledby="offline-screen-title">
      <title>No Internet Connection</title>
      <meta name="robots" content="noindex" />
      <svg className="offline-screen__icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <path d="M6 18a26 26 0 0 1 36 0M12 25a17 17 0 0 1 24 0M18 32a8 8 0 0 1 12 0" />
        <circle cx="24" cy="38" r="2.5" />
        <path className="offline-screen__slash" d="M9 9l30 30" />
      </svg>
      <h1 id="offline-screen-title" className="offline-screen__title">
        No Internet Connection
      </h1>
      <div className="offline-screen__help">
        <p className="offline-screen__try">Try:</p>
        <ul className="offline-screen__steps">
          {TROUBLESHOOTING_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
        <p className="offline-screen__code">
          <code>ERR_INTERNET_DISCONNECTED</code>
        </p>
      </div>
      <div className="offline-screen__game">
        <RunnerGame />
      </div>
      <button type="button" className="button offline-screen__retry" onClick={() => navigate('/')}>
        Check Connection
      </button>
    </section>
  );
}
