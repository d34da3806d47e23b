// `npm start`: build what is not built, then run the server in this very process (its pid is the one
// that owns the data directory lock, and signals reach it directly).
import './require-node.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded();
await import('../apps/server/dist/server.js');
