// Accessibility helpers: announcements for screen readers through the frame's one live region.
export { nextAnnouncement, useAnnouncer, type Announcer } from './useAnnouncer';
