// Stands in for CSS under jest: `import s from './x.module.css'` gives s.header === 'header'; plain CSS imports are no-ops.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? undefined : key) });
