// Motion preferences: animations follow the player's reduced-motion setting.
export { prefersReducedMotion, REDUCED_MOTION_QUERY, usePrefersReducedMotion } from './usePrefersReducedMotion';
