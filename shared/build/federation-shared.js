// The libraries host and remotes share as singletons. Trailing-slash keys share subpaths
// (react/jsx-runtime, react-dom/client) so exactly one React runs in the page.
const reactShared = (requiredVersion) => ({
  react: { singleton: true, requiredVersion },
  'react/': { singleton: true, requiredVersion },
  'react-dom': { singleton: true, requiredVersion },
  'react-dom/': { singleton: true, requiredVersion },
});

module.exports = { reactShared, REACT_RANGE: '^19.0.0' };
