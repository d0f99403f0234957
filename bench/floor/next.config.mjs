// Turbopack resolves only inside its root, which must hold both the page and the node_modules that
// scripts/bench.mjs links into the temporary directory it builds this reference in.
const config = {
  turbopack: { root: '/' },
  async rewrites() {
    return [
      { source: '/via-next', destination: '/' },
      { source: '/via-config', destination: '/' },
    ];
  },
};

export default config;
