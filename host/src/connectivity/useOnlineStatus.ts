import { useEffect, useState } from 'react';

/** Online unless the browser says otherwise; also true where there is no navigator (server rendering). */
function browserSaysOnline(): boolean {
  return typeof navigator === 'undefined' || typeof navigator.onLine !== 'boolean' ? true : navigator.onLine;
}

/**
 * Whether the browser is online. Starts from navigator.onLine and then follows the window's
 * 'offline' and 'online' events, trusting the event itself rather than re-reading the flag.
 */
export function useOnlineStatus(): boolean {
  const [online, setOnline] = useState(browserSaysOnline);

  useEffect(() => {
    const goOnline = () => setOnline(true);
    const goOffline = () => setOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    // The connection may have changed between the first render and subscribing.
    setOnline(browserSaysOnline());
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
    };
  }, []);

  return online;
}
