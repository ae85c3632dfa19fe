import { useEffect, useState } from 'react';
import { servedFromOfflineShell } from './offline-shell';
import { waitUntilServerAnswers } from './server-probe';

/** Online unless the browser says otherwise; also true where there is no navigator (server rendering). */
function browserSaysOnline(): boolean {
  return typeof navigator === 'undefined' || typeof navigator.onLine !== 'boolean' ? true : navigator.onLine;
}

/** A page the service worker answered from its cache because the network failed starts offline. */
export function startsOnline(): boolean {
  return browserSaysOnline() && !servedFromOfflineShell();
}

/**
 * Whether the browser is online. Starts from navigator.onLine and then follows the window's
 * 'offline' and 'online' events, trusting the event itself rather than re-reading the flag. A page
 * loaded offline while the browser believes it is online gets no 'online' event, so it asks the
 * server until it answers.
 */
export function useOnlineStatus(): boolean {
  const [online, setOnline] = useState(startsOnline);

  useEffect(() => {
    const goOnline = () => setOnline(true);
    const goOffline = () => setOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    // The connection may have changed between the first render and subscribing.
    setOnline(startsOnline());
    const probe = new AbortController();
    if (browserSaysOnline() && servedFromOfflineShell()) {
      waitUntilServerAnswers({ signal: probe.signal }).then(goOnline, () => undefined);
    }
    return () => {
      probe.abort();
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
    };
  }, []);

  return online;
}
